import { parseWithZod } from "@conform-to/zod/v4";
import { basisPointsToPercentage, markupPercentageSchema } from "@wayfare/domain";
import { markupFormSchema, submissionMessages } from "@wayfare/forms";
import { cookieValue } from "../cookie-value";

/**
 * The agent's markup (J§3 markupApplied) in basis points, kept in this browser's HttpOnly
 * cookie `markup` for 30 days: it is how this agent shows fares to clients, not a property of
 * a search. Read back with the same domain rule that checked the form.
 */
const MARKUP_COOKIE = "markup";
const MARKUP_NOT_ALLOWED = "Markup editing is not available for your account.";
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

export function markupFromCookie(cookieHeader: string | null): number {
  const value = cookieValue(cookieHeader, MARKUP_COOKIE);
  const parsed = markupPercentageSchema.safeParse(value);
  return parsed.success ? (parsed.data ?? 0) : 0;
}

/** The Set-Cookie value for a markup; none (0) clears it. */
export function markupCookie(basisPoints: number): string {
  const attributes = "Path=/flight; HttpOnly; SameSite=Lax";
  return basisPoints > 0
    ? `${MARKUP_COOKIE}=${basisPointsToPercentage(basisPoints)}; ${attributes}; Max-Age=${THIRTY_DAYS_SECONDS}`
    : `${MARKUP_COOKIE}=; ${attributes}; Max-Age=0`;
}

export type MarkupUpdate = { ok: true; cookie: string } | { ok: false; errors: string[] };

/** The markup form's post (Apply or Reset), for an agent allowed to edit markup. */
export function markupUpdate(form: FormData, canEditMarkup: boolean): MarkupUpdate {
  if (!canEditMarkup) return { ok: false, errors: [MARKUP_NOT_ALLOWED] };
  const submission = parseWithZod(form, { schema: markupFormSchema });
  if (submission.status !== "success") {
    return { ok: false, errors: submissionMessages(submission) };
  }
  return { ok: true, cookie: markupCookie(submission.value) };
}
