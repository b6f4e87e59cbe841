import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';

/** Every field of the form as the text the user typed. */
export type FormValues<TInput> = { [K in keyof TInput]-?: string };
export type FormErrors<TInput> = Partial<Record<keyof TInput & string, string>>;

function collectErrors<TOutput, TInput>(schema: ZodType<TOutput, TInput>, values: FormValues<TInput>) {
  const result = schema.safeParse(values);
  const errors: FormErrors<TInput> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof TInput & string;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { result, errors };
}

/**
 * Form state validated by a contract schema (the same one the server applies). Errors show after the first
 * submit and then follow the user's typing; a failed submit focuses the first invalid field.
 */
export function useSchemaForm<TOutput, TInput extends Record<string, unknown>>(
  schema: ZodType<TOutput, TInput>,
  initialValues: FormValues<TInput>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<TInput>>({});
  const [submitted, setSubmitted] = useState(false);

  function setField(name: keyof TInput & string, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(collectErrors(schema, next).errors);
  }

  function handleSubmit(onValid: (data: TOutput) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const { result, errors: nextErrors } = collectErrors(schema, values);
      setErrors(nextErrors);
      if (result.success) {
        onValid(result.data);
        return;
      }
      const firstInvalid = Object.keys(values).find((name) => name in nextErrors);
      const field = firstInvalid ? event.currentTarget.elements.namedItem(firstInvalid) : null;
      if (field instanceof HTMLElement) field.focus();
    };
  }

  /** Puts the server's per-field messages (a 400's `errors`) next to the fields they name. */
  function showServerErrors(fieldErrors: Record<string, string>) {
    const known: FormErrors<TInput> = {};
    for (const name of Object.keys(values) as Array<keyof TInput & string>) {
      if (fieldErrors[name]) known[name] = fieldErrors[name];
    }
    setErrors(known);
  }

  return { values, errors, setField, handleSubmit, showServerErrors };
}
