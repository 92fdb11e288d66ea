import { type FormEvent, useState } from "react";

/** A field's check: its message for the text ("" when the field is missing), or undefined. */
export type FieldChecks = Readonly<Record<string, (text: string) => string | undefined>>;

/** Messages per field name, as a server action's submission reply has them. */
export type FieldErrors = Readonly<Record<string, readonly string[] | null | undefined>>;

/** Each checked field's message, as a one-message list, for the fields that fail. */
export function fieldCheckErrors(checks: FieldChecks, data: FormData): FieldErrors {
  return Object.fromEntries(
    Object.entries(checks).flatMap(([name, check]) => {
      const value = data.get(name);
      const message = check(typeof value === "string" ? value : "");
      return message ? [[name, [message]]] : [];
    }),
  );
}

const hasMessages = (errors: FieldErrors) =>
  Object.values(errors).some((messages) => (messages?.length ?? 0) > 0);

/**
 * The browser check of a form whose rules are plain functions (no schema library in the
 * browser, e.g. the domain's LOGIN_FIELD_CHECKS): on submit every field is checked and an
 * invalid form is stopped before any request, with the messages the server action would
 * return; from then on each input checks the form again, as useValidatedForm does. Until then,
 * and after each answer, the errors are the server's (`serverErrors`).
 */
export function useFieldChecks(checks: FieldChecks, serverErrors: FieldErrors | undefined) {
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const [answer, setAnswer] = useState(serverErrors);
  if (answer !== serverErrors) {
    setAnswer(serverErrors);
    setBrowserErrors(null);
  }
  const errors = browserErrors ?? serverErrors ?? {};
  return {
    errors,
    /** For the form's `onSubmit`: checks the fields, and stops an invalid form. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      const found = fieldCheckErrors(checks, new FormData(event.currentTarget));
      setBrowserErrors(found);
      if (hasMessages(found)) event.preventDefault();
    },
    /** For the form's `onInput`: checks again once the form was refused. */
    onInput(event: FormEvent<HTMLFormElement>) {
      if (browserErrors !== null || hasMessages(errors)) {
        setBrowserErrors(fieldCheckErrors(checks, new FormData(event.currentTarget)));
      }
    },
  };
}
