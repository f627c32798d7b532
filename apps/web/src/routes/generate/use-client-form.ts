// The client-info form's state, held by react-hook-form: the draft, the errors shown beside fields,
// and an edit that clears the edited field's error (spec §2). Validation is ZClientFormData, as on
// the server, through zodResolver; each message is keyed by its field's path ('needs.mortgage').
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';

import {
  firstErrorsByField,
  ZClientFormData,
  type TClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

import { checkedForm } from '../presentation/form-schema';

export type FormErrors = Record<string, string>;
type SetField = <K extends keyof TClientFormDraft>(key: K, value: TClientFormDraft[K]) => void;
/** The record's groups edited field by field, each field keeping its own error. */
type FieldGroup = 'needs' | 'assumptions';
type SetGroupField = <G extends FieldGroup, K extends keyof TClientFormDraft[G] & string>(
  group: G,
  key: K,
  value: TClientFormDraft[G][K],
) => void;

export interface ClientFormSectionProps {
  form: TClientFormDraft;
  errors: FormErrors;
  set: SetField;
}

export interface GroupFormSectionProps {
  form: TClientFormDraft;
  errors: FormErrors;
  setIn: SetGroupField;
}

/** The draft checked as the server checks it: the first message per field path. */
const ZClientForm = checkedForm(z.custom<TClientFormDraft>(), (draft) => {
  const result = ZClientFormData.safeParse(draft);
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: firstErrorsByField(result.error) };
});

/** react-hook-form's nested errors as one message per dotted field path. */
export function flatErrors(errors: object, prefix = '', into: FormErrors = {}): FormErrors {
  for (const [key, value] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'ref' || key === 'types' || typeof value !== 'object' || value === null) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') into[path] ??= message;
    flatErrors(value, path, into);
  }
  return into;
}

export function useClientForm(initial: TClientFormDraft) {
  const { watch, setValue, getValues, clearErrors, handleSubmit, formState } = useForm<
    TClientFormDraft,
    unknown,
    TClientFormData
  >({
    resolver: zodResolver(ZClientForm),
    defaultValues: initial,
    // Messages stay until the next Continue; an edit clears only its own field's.
    reValidateMode: 'onSubmit',
    // The step moves focus to the first field marked invalid itself.
    shouldFocusError: false,
  });
  const form = watch();
  // Read on every render: clearErrors edits react-hook-form's errors object in place.
  const errors = flatErrors(formState.errors);

  const set: SetField = useCallback(
    (key, value) => {
      setValue(key, value as never);
      clearErrors(key);
    },
    [setValue, clearErrors],
  );

  const setIn: SetGroupField = useCallback(
    (group, key, value) => {
      setValue(group, { ...getValues(group), [key]: value });
      clearErrors(`${group}.${key}` as never);
    },
    [setValue, getValues, clearErrors],
  );

  /** Checks the draft: `onValid` gets it as typed and as the record; `onInvalid` the messages now shown. */
  const submit = useCallback(
    (
      onValid: (draft: TClientFormDraft, data: TClientFormData) => void,
      onInvalid: (errors: FormErrors) => void,
    ) =>
      (event: FormEvent) =>
        void handleSubmit(
          (data) => onValid(getValues(), data),
          (found: FieldErrors<TClientFormDraft>) => onInvalid(flatErrors(found)),
        )(event),
    [handleSubmit, getValues],
  );

  return { form, errors, set, setIn, submit };
}
