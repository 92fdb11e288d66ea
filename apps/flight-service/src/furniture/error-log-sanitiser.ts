import { ERROR_LOG_LIMITS, type ErrorLogRequest } from "@wayfare/domain";

const REDACTED = "[redacted]";

/** Tokens, email addresses and long digit runs (mobiles, card numbers) never reach the log. */
const SECRETS = [
  /\bBearer\s+[\w.~+/-]+=*/gi,
  /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\d(?:[\s-]?\d){9,}/g,
];

/** The request schema has refused control characters (a stack keeps its line breaks). */
function clean(text: string, max: number): string {
  let result = text;
  for (const secret of SECRETS) result = result.replace(secret, REDACTED);
  return result.trim().slice(0, max);
}

/** A page address without its query and fragment, which can carry tokens and ids. */
function cleanUrl(url: string): string {
  return clean(url.split(/[?#]/, 1)[0] ?? "", ERROR_LOG_LIMITS.url);
}

export interface SanitisedErrorLog {
  message: string;
  stack: string | null;
  url: string | null;
  errCode: string | null;
}

export function sanitiseErrorLog(report: ErrorLogRequest): SanitisedErrorLog {
  const optional = (value: string | undefined, read: (text: string) => string) => {
    const cleaned = value === undefined ? "" : read(value);
    return cleaned === "" ? null : cleaned;
  };
  return {
    message: clean(report.message, ERROR_LOG_LIMITS.message) || REDACTED,
    stack: optional(report.stack, (text) => clean(text, ERROR_LOG_LIMITS.stack)),
    url: optional(report.url, cleanUrl),
    errCode: optional(report.errCode, (text) => clean(text, ERROR_LOG_LIMITS.code)),
  };
}
