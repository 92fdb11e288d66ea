import { changedBeforeHydration } from "@wayfare/ui";
import { type RefObject, useLayoutEffect, useRef } from "react";

/** The fields `form` would send, as its GET would. */
export const formFields = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]),
  );

/**
 * Once the page has hydrated: when the reader changed a field of `form` before, `adopt` gets
 * the form's fields, to start the form again from them, and the field the reader is in gets
 * the focus back once the form has (`shown` changes with what the form shows).
 */
export function useFieldsTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  shown: unknown,
  adopt: (fields: URLSearchParams) => void,
) {
  const focused = useRef<{ id: string; before: unknown }>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is hydrated
  useLayoutEffect(() => {
    const element = form.current;
    if (!element || !changedBeforeHydration(element)) return;
    const id = document.activeElement?.id;
    if (id) focused.current = { id, before: shown };
    adopt(formFields(element));
  }, []);
  useLayoutEffect(() => {
    if (!focused.current || focused.current.before === shown) return;
    const field = document.getElementById(focused.current.id);
    focused.current = undefined;
    field?.focus();
    if (field instanceof HTMLInputElement && field.type === "text") {
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }, [shown]);
}
