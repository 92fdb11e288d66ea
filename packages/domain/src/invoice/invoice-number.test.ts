import { describe, expect, it } from "vitest";
import {
  amendmentInvoiceNumberOf,
  creditNoteNumberOf,
  financialYearOf,
  invoiceNumberOf,
  TAX_INVOICE_NUMBER_MAX_LENGTH,
  taxInvoiceNumber,
} from "./invoice-number";

describe("invoice and tax invoice numbers (J§3)", () => {
  it("India's financial year runs April to March, in India time", () => {
    expect(financialYearOf(new Date("2026-11-22T10:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:00:00Z"))).toBe("2026-27");
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });

  it("a tax invoice number is the year's consecutive serial, at most 16 characters", () => {
    const number = taxInvoiceNumber("2026-27", 123);
    expect(number).toBe("WF/26-27/000123");
    expect(number.length).toBeLessThanOrEqual(TAX_INVOICE_NUMBER_MAX_LENGTH);
    expect(taxInvoiceNumber("2026-27", 999_999).length).toBeLessThanOrEqual(16);
    for (const serial of [0, -1, 1.5, 1_000_000]) {
      expect(() => taxInvoiceNumber("2026-27", serial)).toThrow(RangeError);
    }
  });

  it("the invoice number names the booking and the audience", () => {
    expect(invoiceNumberOf("WF1234567890123", "AGENCY")).toBe("INV-WF1234567890123-A");
    expect(invoiceNumberOf("WF1234567890123", "CUSTOMER")).toBe("INV-WF1234567890123-C");
    expect(creditNoteNumberOf("AM1234567890", "AGENCY")).toBe("CN-AM1234567890-A");
    expect(creditNoteNumberOf("AM1234567890", "CORPORATE")).toBe("CN-AM1234567890-K");
    expect(invoiceNumberOf("WF1234567890123", "CORPORATE")).toBe("INV-WF1234567890123-K");
    expect(amendmentInvoiceNumberOf("MB123456789012", "CUSTOMER")).toBe("AI-MB123456789012-C");
  });
});
