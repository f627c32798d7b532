// The profile's Personal Information card: the e-mail is shown read-only, the rest can be edited.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ErrorState, FormError, LoadingState } from '@/components/ui/states';
import { errorMessage, fieldErrors, useTRPC } from '@/lib/trpc';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { ZUpdateProfileInput, type TUpdateProfileInput } from '@pitchcraft/core';

import { SaveRow } from './save-row';

const SUCCESS_VISIBLE_MS = 3000;
const EDITABLE_FIELDS = ['fullName', 'companyName', 'phoneNumber'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];
const isEditableField = (name: string): name is EditableField =>
  (EDITABLE_FIELDS as readonly string[]).includes(name);

interface ProfileDetails {
  email: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
}

export function PersonalInfoCard() {
  const trpc = useTRPC();
  const profile = useQuery(trpc.profile.get.queryOptions());

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Your name and company as they appear in Pitchcraft.</CardDescription>
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
        <PersonalInfoForm profile={profile.data} />
      )}
    </Card>
  );
}

function PersonalInfoForm({ profile }: { profile: ProfileDetails }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const form = useForm({
    resolver: zodResolver(ZUpdateProfileInput),
    defaultValues: {
      fullName: profile.fullName,
      companyName: profile.companyName,
      phoneNumber: profile.phoneNumber,
    } satisfies TUpdateProfileInput,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (savedAt === null) return;
    const timer = window.setTimeout(() => setSavedAt(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  const update = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.profile.get.queryKey(), saved);
        form.reset({
          fullName: saved.fullName,
          companyName: saved.companyName,
          phoneNumber: saved.phoneNumber,
        });
        setSavedAt(Date.now());
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          if (isEditableField(field)) form.setError(field, { message });
        }
        setSaveError(errorMessage(error, 'Failed to update profile'));
      },
    }),
  );

  const onSubmit = form.handleSubmit((values) => {
    setSaveError(null);
    setSavedAt(null);
    update.mutate(values);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="space-y-5">
        <FormError variant="box">{saveError}</FormError>
        <Field label="Email" hint="Your email address cannot be changed.">
          <Input
            type="email"
            value={profile.email}
            readOnly
            className="bg-slate-50 text-slate-700 dark:bg-navy-800 dark:text-slate-300"
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full name" error={errors.fullName?.message} required>
            <Input autoComplete="name" required {...form.register('fullName')} />
          </Field>
          <Field label="Company name" error={errors.companyName?.message} required>
            <Input autoComplete="organization" required {...form.register('companyName')} />
          </Field>
        </div>
        <Field label="Phone number" error={errors.phoneNumber?.message} optional>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phoneNumber')} />
        </Field>
      </CardContent>
      <SaveRow
        done={savedAt !== null}
        message="Profile updated successfully"
        label="Save Changes"
        loading={update.isPending}
      />
    </form>
  );
}
