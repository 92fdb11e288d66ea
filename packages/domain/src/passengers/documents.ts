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

/**
 * The files a document may be, by media type, with the bytes each starts with: a PDF, a JPEG
 * or a PNG (a scan or a photo of the document).
 */
export const DOCUMENT_TYPES = {
  "application/pdf": [0x25, 0x50, 0x44, 0x46],
  "image/jpeg": [0xff, 0xd8, 0xff],
  "image/png": [0x89, 0x50, 0x4e, 0x47],
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_NAMES = Object.keys(DOCUMENT_TYPES) as DocumentType[];

/** Ours: the spec has no message for a file of another kind. */
export const DOCUMENT_TYPE_MESSAGE = "Please upload a PDF, JPG or PNG file.";

export function isDocumentType(type: string): type is DocumentType {
  return (DOCUMENT_TYPE_NAMES as string[]).includes(type);
}

/** Whether the bytes are what their media type says (a renamed file is refused). */
export function documentBytesMatch(type: DocumentType, bytes: Uint8Array): boolean {
  return DOCUMENT_TYPES[type].every((byte, index) => bytes[index] === byte);
}

/** The checks of an uploaded file's bytes: empty, too big, or not a PDF, JPEG or PNG. */
export function documentContentError(type: string, bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return PASSENGER_MESSAGES.documentNotUploaded;
  if (bytes.length > DOCUMENT_MAX_BYTES) return PASSENGER_MESSAGES.documentTooBig;
  if (!isDocumentType(type) || !documentBytesMatch(type, bytes)) return DOCUMENT_TYPE_MESSAGE;
  return undefined;
}

/**
 * A corporate passenger's document is its id and its file together (J§5): an id typed
 * needs the file ('Please upload the document'), a file needs its id ('Document Id should
 * not be empty').
 */
export function documentPairIssues(documentId: string | undefined, hasFile: boolean) {
  const idGiven = filledText(documentId) !== undefined;
  if (idGiven && !hasFile) {
    return [{ field: "document" as const, message: PASSENGER_MESSAGES.documentNotUploaded }];
  }
  if (hasFile && !idGiven) {
    return [{ field: "documentId" as const, message: PASSENGER_MESSAGES.documentIdEmpty }];
  }
  return [];
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
