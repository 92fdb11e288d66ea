import { z } from "zod";
import { filledText } from "./form-text";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Corporate passenger documents of J§5. Decision: uploads are capped at 5 MB by default
 * (the spec has the message, not the size); an empty file input counts as no upload.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The part of a `File` the rule reads, so it runs wherever FormData does. */
export interface UploadedFile {
  name: string;
  size: number;
}

export function documentIdError(value: string | undefined, mandatory: boolean) {
  return mandatory && filledText(value) === undefined
    ? PASSENGER_MESSAGES.documentIdEmpty
    : undefined;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as UploadedFile).name === "string" &&
    typeof (value as UploadedFile).size === "number"
  );
}

export function documentUploadError(
  file: unknown,
  { mandatory, maxBytes = DOCUMENT_MAX_BYTES }: { mandatory: boolean; maxBytes?: number },
): string | undefined {
  if (!isUploadedFile(file) || file.size === 0) {
    return mandatory ? PASSENGER_MESSAGES.documentNotUploaded : undefined;
  }
  return file.size > maxBytes ? PASSENGER_MESSAGES.documentTooBig : undefined;
}

export function documentUploadSchema(options: { mandatory: boolean; maxBytes?: number }) {
  return z
    .unknown()
    .superRefine((file, ctx) => {
      const message = documentUploadError(file, options);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((file) => (isUploadedFile(file) && file.size > 0 ? file : undefined));
}
