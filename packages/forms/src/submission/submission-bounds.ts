import {
  catalogueError,
  DOCUMENT_MAX_BYTES,
  MAX_PASSENGERS_PER_BOOKING,
  MAX_SEGMENTS_PER_BOOKING,
  PASSENGER_MESSAGES,
} from "@wayfare/domain";

/**
 * What a form of the portal may post at most, checked before anything parses it: a form
 * parser turns `x[999999999]` into an array that long, so one 14-byte post could fill the
 * heap (issue 16). A form without a file fits easily in `maxBytes` (nine passengers with
 * contact and GST are about 10 KiB); a multipart post carries one document (J§5) and the
 * form around it.
 */
export const SUBMISSION_LIMITS = {
  maxBytes: 256 * 1024,
  maxUploadBytes: DOCUMENT_MAX_BYTES + 256 * 1024,
  maxFields: 500,
  maxNameLength: 120,
} as const;

/** The lists a form may hold (`passengers[i].firstName`), by name, and their longest. */
export const FORM_LISTS: Readonly<Record<string, number>> = {
  passengers: MAX_PASSENGERS_PER_BOOKING,
  segments: MAX_SEGMENTS_PER_BOOKING,
};

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
type FormType = (typeof FORM_TYPES)[number];

/** Names a parser would write onto an object's prototype. */
const PROTOTYPE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** One part of a name: `passengers[3]`, `firstName`, or an id (`seat.6E2031-DEL-BOM.1`). */
const NAME_PART = /^([\w$-]+)(?:\[(\d{1,3})\])?$/;

export interface SubmissionRefusal {
  status: 400 | 413 | 415;
  message: string;
}

const badRequest: SubmissionRefusal = { status: 400, message: catalogueError("400").message };

/** The form's media type, or undefined when the body is not a form. */
export function formTypeOf(contentType: string | null): FormType | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return FORM_TYPES.find((formType) => formType === type);
}

/** The most bytes a body of this type may have; an upload is told its file is too big. */
export function sizeLimitOf(type: FormType): { maxBytes: number; refusal: SubmissionRefusal } {
  return type === "multipart/form-data"
    ? {
        maxBytes: SUBMISSION_LIMITS.maxUploadBytes,
        refusal: { status: 413, message: PASSENGER_MESSAGES.documentTooBig },
      }
    : { maxBytes: SUBMISSION_LIMITS.maxBytes, refusal: { ...badRequest, status: 413 } };
}

export const unsupportedBody: SubmissionRefusal = { ...badRequest, status: 415 };
export const brokenBody: SubmissionRefusal = badRequest;

/**
 * Whether a field name is one a form of ours could post: dotted parts, a list index only on
 * a list of FORM_LISTS and below its length, no prototype key.
 */
export function isAllowedFieldName(name: string): boolean {
  if (name.length === 0 || name.length > SUBMISSION_LIMITS.maxNameLength) return false;
  return name.split(".").every((part) => {
    const [, key = "", index] = NAME_PART.exec(part) ?? [];
    if (!key || PROTOTYPE_KEYS.has(key)) return false;
    if (index === undefined) return true;
    const longest = FORM_LISTS[key];
    return longest !== undefined && Number(index) < longest;
  });
}

/**
 * Conform's reserved fields, which its parser reads as JSON and throws on: `__intent__` a
 * control ({type, payload}), `__state__` an object; both text, once.
 */
const CONFORM_FIELDS: Record<string, (json: unknown) => boolean> = {
  __intent__: (json) =>
    typeof json === "object" &&
    json !== null &&
    typeof (json as { type?: unknown }).type === "string" &&
    (json as { payload?: unknown }).payload !== undefined,
  __state__: (json) => typeof json === "object" && json !== null,
};

function isConformControl(name: string, value: FormDataEntryValue): boolean {
  const valid = CONFORM_FIELDS[name];
  if (!valid) return true;
  if (typeof value !== "string") return false;
  try {
    return valid(JSON.parse(value));
  } catch {
    return false;
  }
}

/**
 * Why a parsed form is refused: too many fields, a name no form of ours has, or a Conform
 * control its parser would throw on.
 */
export function formFieldsRefusal(
  entries: Iterable<[string, FormDataEntryValue]>,
): SubmissionRefusal | undefined {
  const seen = new Set<string>();
  let count = 0;
  for (const [name, value] of entries) {
    const repeatedControl = name in CONFORM_FIELDS && seen.has(name);
    seen.add(name);
    count += 1;
    if (count > SUBMISSION_LIMITS.maxFields || !isAllowedFieldName(name)) return badRequest;
    if (repeatedControl || !isConformControl(name, value)) return badRequest;
  }
  return undefined;
}
