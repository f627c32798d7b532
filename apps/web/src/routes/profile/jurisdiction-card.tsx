// The profile's "Where you practise" card: Canada or the United States. It sets the final-tax rules
// and the currency of every needs analysis the advisor runs; each generation copies it from here.
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';

import { JURISDICTIONS, type TJurisdiction } from '@pitchcraft/core';

import { ChoiceCards } from '../generate/choice-cards';

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
      <CardFooter className="mt-3 justify-between">
        <p
          role="status"
          aria-live="polite"
          className="min-h-5 text-sm font-medium text-emerald-700 dark:text-emerald-300"
        >
          {done && chosen === saved && (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 className="h-4 w-4" aria-hidden /> Saved
            </span>
          )}
        </p>
        <Button type="submit" loading={save.isPending} disabled={chosen === saved}>
          Save
        </Button>
      </CardFooter>
    </form>
  );
}
