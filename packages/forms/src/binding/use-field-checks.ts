import { type FormEvent, useEffect, useRef, useState } from "react";

/**
 * A field's check: its message for the text ("" when the field is missing), or undefined.
 * `field` reads another field of the form, for a rule across fields (a card's CVV length).
 */
export type FieldCheck = (text: string, field: (name: string) => string) => string | undefined;
export type FieldChecks = Readonly<Record<string, FieldCheck>>;

/** Messages per field name, as a server action's submission reply has them. */
export type FieldErrors = Readonly<Record<string, readonly string[] | null | undefined>>;

/** Each checked field's message, as a one-message list, for the fields that fail. */
export function fieldCheckErrors(checks: FieldChecks, data: FormData): FieldErrors {
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(
    Object.entries(checks).flatMap(([name, check]) => {
      const message = check(field(name), field);
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
 * and after each answer, the errors are the server's (`serverErrors`). `focusFirstInvalid`
 * moves focus to the first invalid field of a refused form, as Conform does (for a form
 * without an error summary, which takes focus itself).
 */
export function useFieldChecks(
  checks: FieldChecks,
  serverErrors: FieldErrors | undefined,
  { focusFirstInvalid = false }: { focusFirstInvalid?: boolean } = {},
) {
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  const [refusals, setRefusals] = useState(0);
  const refusedForm = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (focusFirstInvalid && refusals > 0) {
      refusedForm.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    }
  }, [focusFirstInvalid, refusals]);
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
      if (hasMessages(found)) {
        event.preventDefault();
        refusedForm.current = event.currentTarget;
        setRefusals((count) => count + 1);
      }
    },
    /** For the form's `onInput`: checks again once the form was refused. */
    onInput(event: FormEvent<HTMLFormElement>) {
      if (browserErrors !== null || hasMessages(errors)) {
        setBrowserErrors(fieldCheckErrors(checks, new FormData(event.currentTarget)));
      }
    },
  };
}
