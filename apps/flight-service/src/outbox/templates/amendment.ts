import { AMENDMENT_TYPES } from "@wayfare/domain";
import type { AmendmentRequestRow, BookingRow } from "../../db/schema";
import { type EmailContent, emailDocument, html } from "./html";

const typeLabel = (type: string) =>
  AMENDMENT_TYPES.find((entry) => entry.type === type)?.label ?? type;

/** To the booking's contact when a date, class or other change is asked for. */
export function amendmentRequestedEmail(
  booking: BookingRow,
  request: AmendmentRequestRow,
): EmailContent {
  const label = typeLabel(request.type);
  const subject = `${label} request ${request.id} for booking ${booking.id}`;
  const body = `We have your ${label.toLowerCase()} request for booking ${booking.id}. Request id ${request.id}. Our travel desk will contact you with the options and any charges before changing anything.`;
  return { subject, body, html: emailDocument(subject, html`<p>${body}</p>`) };
}

/** To the booking's contact when the travel desk closes the request, with the desk's note. */
export function amendmentProcessedEmail(
  booking: BookingRow,
  request: AmendmentRequestRow,
  verdict: "done" | "refused",
  note: string,
): EmailContent {
  const label = typeLabel(request.type);
  const subject = `${label} request ${request.id} for booking ${booking.id}: ${verdict}`;
  const outcome = `Your ${label.toLowerCase()} request ${request.id} for booking ${booking.id} was ${verdict} by our travel desk.`;
  const content = html`<p>${outcome}</p>
<p>${note}</p>`;
  return { subject, body: `${outcome} ${note}`, html: emailDocument(subject, content) };
}
