import { financialYearOf, type InvoiceAudience } from "@wayfare/domain";
import { and, eq, max } from "drizzle-orm";
import type { Database } from "../db/database";
import { lockKey } from "../db/locks";
import { taxInvoices } from "../db/schema";

export interface IssuedTaxInvoice {
  financialYear: string;
  serial: number;
  issuedAt: Date;
}

/**
 * The booking's tax invoice (or, with a cancellation's request id as `document`, its credit
 * note) for an audience: the one issued before, or the financial year's next serial. The
 * year's lock keeps serials consecutive with no gap or repeat when asked for at once.
 */
export async function issueTaxInvoice(
  db: Database,
  bookingId: string,
  audience: InvoiceAudience,
  now: Date,
  document = "BOOKING",
): Promise<IssuedTaxInvoice> {
  return db.transaction(async (tx) => {
    const financialYear = financialYearOf(now);
    await lockKey(tx, `tax-invoice:${financialYear}`);
    const [existing] = await tx
      .select()
      .from(taxInvoices)
      .where(
        and(
          eq(taxInvoices.bookingId, bookingId),
          eq(taxInvoices.audience, audience),
          eq(taxInvoices.document, document),
        ),
      );
    if (existing) return existing;
    const [last] = await tx
      .select({ serial: max(taxInvoices.serial) })
      .from(taxInvoices)
      .where(eq(taxInvoices.financialYear, financialYear));
    const issued = { financialYear, serial: (last?.serial ?? 0) + 1, issuedAt: now };
    await tx.insert(taxInvoices).values({ bookingId, audience, document, ...issued });
    return issued;
  });
}
