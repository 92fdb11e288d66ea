import {
  type BookingPayload,
  formatMoney,
  formatUsdLimit,
  INSURANCE_PROVIDERS,
  insurancePlanOrDefault,
  insurancePlanPopupEntries,
  OVER_60_EXCLUDED_BENEFITS,
  paise,
  paxTypeLabel,
  TRIP_INSURANCE_PLAN,
} from "@wayfare/domain";
import { localTime, PdfWriter } from "./pdf-writer.server";

/**
 * The certificate of insurance of a booking ticketed with trip insurance (J§2, J§3): its
 * number, the insurer and the plan bought with its sum insured, the cover's days from the
 * first departure, the travellers insured, the premium paid, the plan's benefits with their
 * upper limits and its assistance (and cyber) services with their providers. Undefined for a
 * booking without one.
 */
export async function insuranceCertificatePdf(
  booking: BookingPayload,
): Promise<Uint8Array | undefined> {
  const certificate = booking.protection?.insuranceCertificate;
  const insurance = booking.protection?.offers.tripInsurance;
  if (!certificate || !insurance) return undefined;
  const out = new PdfWriter(`Certificate of insurance ${certificate}`);
  out.line("Certificate of insurance", { size: 20, bold: true, gap: 14 });
  out.line(`Certificate number: ${certificate}`, { bold: true });
  out.line(`Insurer: ${TRIP_INSURANCE_PLAN.insurer}`);
  const plan = insurancePlanOrDefault(insurance.planCode);
  out.line(`Plan: ${insurance.plan}`);
  out.line(`Sum insured: ${formatUsdLimit(plan.sumInsuredUsd)}`);
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
  const entries = insurancePlanPopupEntries(plan);
  out.line("Benefits (upper limits)", { size: 14, bold: true, gap: 8 });
  for (const benefit of entries.filter((entry) => entry.type === "INSURANCE_BENEFIT")) {
    const details = benefit.description ? ` (${benefit.description.replace(/\.$/, "")})` : "";
    out.line(`${benefit.name}: ${benefit.sumInsured}${details}`, { gap: 3 });
  }
  out.space();
  out.line("Assistance services", { size: 14, bold: true, gap: 8 });
  const providers = new Map(INSURANCE_PROVIDERS.map((one) => [one.code, one.label]));
  for (const service of entries.filter((entry) => entry.type === "ASSISTANCE_BENEFIT")) {
    out.line(`${service.name} (${providers.get(service.provider)})`, { gap: 3 });
  }
  out.space();
  out.line(
    `Travellers older than 60 are not covered for ${OVER_60_EXCLUDED_BENEFITS.join(", ")}.`,
    { muted: true, size: 9 },
  );
  out.space();
  out.line("Keep this certificate with you while you travel and quote its number in a claim.", {
    muted: true,
    size: 9,
  });
  return out.save();
}
