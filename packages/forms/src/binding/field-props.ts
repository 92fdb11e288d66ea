import type { FieldMetadata } from "@conform-to/react";

/**
 * Connects Conform's field metadata to a ui text field: the id an error summary links to,
 * the name the server reads, the value to show again after a server round trip, and the
 * errors (the ui field sets aria-invalid and ties them to the input with aria-describedby).
 */
export function textFieldProps(field: FieldMetadata<string | undefined>) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined,
    errors: field.errors ?? [],
    isRequired: field.required,
  };
}

/** The same, for a password: its value is never sent back to the page. */
export function passwordFieldProps(field: FieldMetadata<string | undefined>) {
  return { ...textFieldProps(field), defaultValue: undefined };
}

export interface ErrorSummaryItem {
  fieldId?: string;
  message: string;
}

/** One summary entry per field error, in field order, linked to its field. */
export function errorSummaryItems(fields: readonly FieldMetadata<unknown>[]): ErrorSummaryItem[] {
  return fields.flatMap((field) =>
    (field.errors ?? []).map((message) => ({ fieldId: field.id, message })),
  );
}
