// The profile's "Where you practise" card: Canada or the United States. It sets the final-tax rules
// and the currency of every needs analysis the advisor runs; each generation copies it from here.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { JURISDICTIONS, type TJurisdiction } from '@pitchcraft/core';

import { ChoiceCards } from '../generate/choice-cards';
import { SaveRow } from './save-row';

const CHOICES: Readonly<Record<TJurisdiction, { label: string; description: string }>> = {
  CA: {
    label: 'Canada',
    description: 'Final taxes on the tax return at death; figures in Canadian dollars.',
  },
  US: {
    label: 'United States',
    description: 'Federal estate tax; figures in U.S. dollars.',
  },
};

export function JurisdictionCard() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where you practise</CardTitle>
        <CardDescription>
          Sets the tax rules and the currency of your clients’ needs analyses.
        </CardDescription>
      </CardHeader>
      {profile.isPending ? (
        <CardContent>
          <LoadingState shape="fields" />
        </CardContent>
      ) : profile.isError ? (
        <ErrorState
          message="Failed to load profile information"
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
          compact
        />
      ) : (
        <JurisdictionForm saved={profile.data.jurisdiction} />
      )}
    </Card>
  );
}

function JurisdictionForm({ saved }: { saved: TJurisdiction }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<TJurisdiction>(saved);
  const [done, setDone] = useState(false);
  const save = useMutation(
    trpc.profile.setJurisdiction.mutationOptions({
      onSuccess: ({ jurisdiction }) => {
        queryClient.setQueryData(trpc.profile.get.queryKey(), (old) =>
          old ? { ...old, jurisdiction } : old,
        );
        setDone(true);
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        save.mutate({ jurisdiction: chosen });
      }}
    >
      <CardContent className="space-y-4">
        <FormError variant="box">
          {save.isError ? errorMessage(save.error, 'Failed to update profile') : null}
        </FormError>
        <ChoiceCards
          legend="Country"
          name="jurisdiction"
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setDone(false);
          }}
          choices={JURISDICTIONS.map((value) => ({ value, ...CHOICES[value] }))}
        />
      </CardContent>
      <SaveRow
        done={done && chosen === saved}
        message="Saved"
        label="Save"
        loading={save.isPending}
        disabled={chosen === saved}
      />
    </form>
  );
}
