// The client-info form's state: the draft, the errors shown beside fields, and an edit that
// clears the edited field's error (spec §2). Validation is ZClientFormData, as on the server.
import { useCallback, useState } from 'react';

import {
  firstErrorsByField,
  ZClientFormData,
  type TClientFormData,
  type TClientFormDraft,
} from '@pitchcraft/core';

export type FormErrors = Record<string, string>;
export type SetField = <K extends keyof TClientFormDraft>(
  key: K,
  value: TClientFormDraft[K],
) => void;
/** The record's groups edited field by field, each field keeping its own error. */
export type FieldGroup = 'needs' | 'assumptions';
export type SetGroupField = <G extends FieldGroup, K extends keyof TClientFormDraft[G] & string>(
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

function withoutErrorsFor(errors: FormErrors, key: string): FormErrors {
  const next: FormErrors = {};
  let changed = false;
  for (const [path, message] of Object.entries(errors)) {
    if (path === key || path.startsWith(`${key}.`)) changed = true;
    else next[path] = message;
  }
  return changed ? next : errors;
}

export function useClientForm(initial: TClientFormDraft) {
  const [form, setForm] = useState<TClientFormDraft>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const set: SetField = useCallback((key, value) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutErrorsFor(current, key));
  }, []);

  const setIn: SetGroupField = useCallback((group, key, value) => {
    setForm((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));
    setErrors((current) => withoutErrorsFor(current, `${group}.${key}`));
  }, []);

  /** The parsed record, or the messages now shown beside the fields. */
  const validate = useCallback(():
    { data: TClientFormData; errors: null } | { data: null; errors: FormErrors } => {
    const result = ZClientFormData.safeParse(form);
    if (result.success) {
      setErrors({});
      return { data: result.data, errors: null };
    }
    const found = firstErrorsByField(result.error);
    setErrors(found);
    return { data: null, errors: found };
  }, [form]);

  return { form, errors, set, setIn, validate };
}
