import { z } from "zod";

/**
 * The SAC (services accounting code) printed on invoices. The spec says 998552 and that
 * stays the default; it is configurable because 998552 is the code for accommodation,
 * cruise and package-tour reservations, while air transport reservations are 998551
 * (domain-notes, goodsandservicetax.in).
 */
export const DEFAULT_INVOICE_SAC_CODE = "998552";

/** SAC codes are six digits starting with 99. */
export const sacCodeSchema = z
  .string()
  .trim()
  .regex(/^99\d{4}$/);

/** The configured SAC code, or the default when none (or a malformed one) is configured. */
export function invoiceSacCode(configured?: string): string {
  const parsed = sacCodeSchema.safeParse(configured);
  return parsed.success ? parsed.data : DEFAULT_INVOICE_SAC_CODE;
}
