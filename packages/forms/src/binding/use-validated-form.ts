import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Conform's useForm with the shared schema validating in the browser: an invalid form is
 * stopped before any request, with the same messages the server action would return.
 * Validates on submit first, then again as the user corrects each field. The schema is an
 * object, or an object with a transform (the reset form checks its fields in a fixed order).
 */
export function useValidatedForm<Schema extends z.ZodType<object, object>>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  id?: string,
  /** Values the fields start with (e.g. saved travellers); give a new `id` when they change. */
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
