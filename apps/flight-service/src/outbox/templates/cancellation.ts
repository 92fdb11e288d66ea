import { formatMoney } from "@wayfare/domain";
import type { AmendmentRow, BookingRow } from "../../db/schema";
import { type EmailContent, emailDocument, html, list } from "./html";

/** The cancellation's confirmation: what was cancelled and where the refund went. */
export function cancellationEmail(booking: BookingRow, amendment: AmendmentRow): EmailContent {
  const subject = `Cancellation ${amendment.id} of booking ${booking.id}`;
  const legs = amendment.lines.map((line) => `${line.passengerName} ${line.route}`);
  const refund = `Refund ${formatMoney(amendment.refund)} to your ${amendment.wallet} wallet.`;
  const content = html`<p>Cancelled:</p>
${list(legs)}
<p>${refund} Request id ${amendment.id}.</p>`;
  return {
    subject,
    body: `Cancelled: ${legs.join("; ")}. ${refund} Request id ${amendment.id}.`,
    html: emailDocument(subject, content),
  };
}
