import { plainText } from "../text/plain-text";

// Apart from form-text.ts, whose readers the browser uses without Zod (decision 0046).

/**
 * An optional form field, trimmed, blank read as undefined; a control character gets
 * `message`, the field's message for a bad value where it has one.
 */
export function optionalFormText(message?: string) {
  return plainText(message)
    .trim()
    .optional()
    .transform((value) => value || undefined);
}
