import {
  type BookingPayload,
  formatMoney,
  formatUsdLimit,
  INSURANCE_BENEFITS,
  paise,
  paxTypeLabel,
  TRIP_INSURANCE_PLAN,
} from "@wayfare/domain";
import { localTime, newPdf } from "./pdf-writer.server";

/**
 * The certificate of insurance of a booking ticketed with trip insurance (J§2, J§3): its
 * number, the insurer and plan, the cover's days from the first departure, the travellers
 * insured, the premium paid and the benefits with their upper limits. Undefined for a
 * booking without one.
 */
export async function insuranceCertificatePdf(
  booking: BookingPayload,
): Promise<Uint8Array | undefined> {
  const certificate = booking.protection?.insuranceCertificate;
  const insurance = booking.protection?.offers.tripInsurance;
  if (!certificate || !insurance) return undefined;
  const { pdf, out } = await newPdf(`Certificate of insurance ${certificate}`);
  out.line("Certificate of insurance", { size: 20, bold: true, gap: 14 });
  out.line(`Certificate number: ${certificate}`, { bold: true });
  out.line(`Insurer: ${TRIP_INSURANCE_PLAN.insurer}`);
  out.line(`Plan: ${insurance.plan}`);
  const first = booking.tripInfos[0]?.segments[0];
  const from = first ? ` from ${localTime(first.departureTime).slice(0, 10)}` : "";
  out.line(`Cover: ${insurance.days} days${from}`);
  out.line(`Flight booking: ${booking.bookingId}`);
  const { SP, SPGST, TF } = insurance.fare;
  out.line(
    `Premium paid: ${formatMoney(paise(TF))} (${formatMoney(paise(SP))} + GST ${formatMoney(paise(SPGST))})`,
  );
  out.space();
  out.line("Insured travellers", { size: 14, bold: true, gap: 8 });
  for (const passenger of booking.passengers) {
    const name = [passenger.title, passenger.firstName, passenger.lastName].join(" ");
    out.line(`${name} (${paxTypeLabel(passenger.type)})`);
  }
  out.space();
  out.line("Benefits (upper limits)", { size: 14, bold: true, gap: 8 });
  for (const benefit of INSURANCE_BENEFITS) {
    const condition = "condition" in benefit ? `, deductible / condition ${benefit.condition}` : "";
    out.line(`${benefit.name}: ${formatUsdLimit(benefit.limitUsd)}${condition}`, { gap: 3 });
  }
  out.space();
  out.line("Keep this certificate with you while you travel and quote its number in a claim.", {
    muted: true,
    size: 9,
  });
  return pdf.save();
}
