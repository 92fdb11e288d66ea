import type { FormMetadata } from "@conform-to/react";
import type { ErrorSummaryItem } from "./field-props";

/**
 * Field props by name for forms whose fields are not known to the schema's type (a list of
 * passengers sized by the booking): `passengers[1].firstName`. Same shape as
 * `textFieldProps`: a stable id for the error summary, the name, the value sent back after
 * a server round trip, and the field's errors.
 */
export type NamedForm = Pick<
  FormMetadata<Record<string, unknown>, string[]>,
  "id" | "allErrors" | "initialValue"
>;

export function fieldIdFor(form: Pick<NamedForm, "id">, name: string): string {
  return `${form.id}-${name.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
}

function valueAt(root: unknown, name: string): unknown {
  return name
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
      root,
    );
}

export function namedFieldProps(form: NamedForm, name: string) {
  const value = valueAt(form.initialValue, name);
  return {
    id: fieldIdFor(form, name),
    name,
    defaultValue: typeof value === "string" ? value : undefined,
    errors: form.allErrors[name] ?? [],
  };
}

/** Every field error of the form, in the order the schema reported them, linked to its field. */
export function namedErrorSummaryItems(form: NamedForm): ErrorSummaryItem[] {
  return Object.entries(form.allErrors).flatMap(([name, messages]) =>
    messages.map((message) => (name ? { fieldId: fieldIdFor(form, name), message } : { message })),
  );
}
