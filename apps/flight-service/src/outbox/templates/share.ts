import { formatMoney, type TokenSubject, type Trip } from "@wayfare/domain";
import { type EmailContent, emailDocument, html } from "./html";

/** Every share of a user carries this subject; the rate limit counts them by it. */
export const shareSubject = (subject: TokenSubject) =>
  `Flight options from ${subject.name} (agent ${subject.userId})`;

/** One fare of the results: its flights and its price for the whole party. */
export function sharedFlightLine(trip: Trip): string {
  const price = trip.prices[0];
  const flights = trip.segments
    .map(
      (segment) =>
        `${segment.airline.name} ${segment.airline.code} ${segment.flightNumber} ${segment.departureAirport.code} ${segment.departureTime.replace("T", " ")} → ${segment.arrivalAirport.code} ${segment.arrivalTime.replace("T", " ")}`,
    )
    .join("; ");
  const fare = price
    ? `${formatMoney(price.total)} (${price.fareIdentifier || price.fareType})`
    : "";
  return `${flights} — ${fare}`;
}

/** An agent's chosen fares, numbered, to a client. */
export function shareEmail(sender: TokenSubject, lines: string[]): EmailContent {
  const subject = shareSubject(sender);
  const intro = `${sender.name} has shared these flights with you. Fares are for the whole party and may change until booked.`;
  const content = html`<p>${intro}</p>
<ol>${lines.map((line) => html`<li>${line}</li>`)}</ol>`;
  return {
    subject,
    body: [intro, ...lines.map((line, index) => `${index + 1}. ${line}`)].join("\n"),
    html: emailDocument(subject, content),
  };
}
