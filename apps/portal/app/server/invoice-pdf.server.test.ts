import { INVOICE_KINDS, type InvoicePayload } from "@wayfare/domain";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { invoicePdf } from "./invoice-pdf.server";
import { pdfText } from "./testing/pdf-text";

const BILLED_TO = "श्रीनिवास ट्रेडर्स";
const ADDRESS = "१२, गांधी मार्ग, जयपुर";

const invoice: InvoicePayload = {
  bookingId: "WF2612010000042",
  kind: "BOOKING",
  audience: "CORPORATE",
  invoiceNumber: "INV-WF2612010000042-C",
  taxInvoiceNumber: "WF/26-27/000042",
  issuedAt: "2026-12-01T12:40:00.000Z",
  supplier: { name: "Wayfare Travel Pvt Ltd", gstin: "07AABCW1234F1Z5" },
  recipient: { name: BILLED_TO, gstin: "08AAFCS9876K1Z2", address: ADDRESS },
  passengers: ["Mr Ravi Kumar"],
  sectors: "DEL-JAI",
  flight: "6E 2131",
  travelDate: "2026-12-01",
  sacCode: "998552",
  supplyType: "INTER_STATE",
  lines: [
    { key: "baseFare", label: "Base Fare", amount: 812_000, section: "charges" },
    { key: "igst", label: "IGST @ 18%", amount: 3_600, section: "gst" },
    { key: "total", label: "Total", amount: 815_600, section: "total" },
  ],
  total: 815_600,
  netPayable: 815_600,
};

describe("every kind of invoice as a PDF (issue 21: '₹' and a Devanagari name exactly as typed)", () => {
  it.each(INVOICE_KINDS)("%s", async (kind) => {
    const pdf = await invoicePdf({ ...invoice, kind });
    const text = await pdfText(pdf);
    expect(text).toContain(BILLED_TO);
    expect(text).toContain(ADDRESS);
    expect(text).toContain("₹8,156.00");
    expect(text).toContain("Tax invoice number: WF/26-27/000042");
    expect(text).toContain(kind === "CREDIT_NOTE" ? "Credit note for corporate" : "Tax invoice");
  });

  it.each(INVOICE_KINDS)("%s billed to a name in Urdu, right to left", async (kind) => {
    const urdu = { name: "محمد علی خان ٹریڈرز", gstin: "09AAFCM4321K1Z8", address: "لکھنؤ" };
    const text = await pdfText(await invoicePdf({ ...invoice, kind, recipient: urdu }));
    expect(text).toContain(urdu.name);
    expect(text).toContain("₹8,156.00");
  });

  it("a miscellaneous invoice's charge reads as typed, Devanagari and all", async () => {
    const description = "सेवा शुल्क — टिकट बदलाव सहायता";
    const text = await pdfText(
      await invoicePdf({
        ...invoice,
        kind: "MISCELLANEOUS",
        chargeId: "MC0000000042",
        invoiceNumber: "MI-MC0000000042-K",
        lines: [
          { key: "serviceCharge", label: description, amount: 50_000, section: "charges" },
          {
            key: "serviceChargeTax",
            label: "Service Charge Tax",
            amount: 9_000,
            section: "charges",
          },
          { key: "igst", label: "IGST @ 18%", amount: 9_000, section: "gst" },
          { key: "total", label: "Total", amount: 59_000, section: "total" },
        ],
        total: 59_000,
        netPayable: 59_000,
      }),
    );
    expect(text).toContain(description);
    expect(text).toContain("₹590.00");
    expect(text).toContain("Invoice number: MI-MC0000000042-K");
  });

  it("wraps a line too long for the page instead of losing its end", async () => {
    const address = `${ADDRESS}, ${"मालवीय नगर औद्योगिक क्षेत्र ".repeat(6)}302017`;
    const text = await pdfText(
      await invoicePdf({ ...invoice, recipient: { ...invoice.recipient, address } }),
    );
    expect(text).toContain("302017");
    expect(text.split("\n").filter((line) => line.includes("मालवीय")).length).toBeGreaterThan(1);
  });

  it("is titled with its number, and embeds only the fonts of the scripts it uses", async () => {
    const pdf = await PDFDocument.load(await invoicePdf(invoice));
    expect(pdf.getTitle()).toBe("Tax invoice (Invoice for corporate) WF/26-27/000042");
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(
        ([, object]) =>
          String(object).match(/\/Subtype \/Type0[\s\S]*\/BaseFont \/([\w-]+)-\d+/)?.[1],
      )
      .filter(Boolean);
    expect(new Set(fonts)).toEqual(
      new Set([
        "NotoSans-Regular",
        "NotoSans-Bold",
        "NotoSansDevanagari-Regular",
        "NotoSansDevanagari-Bold",
      ]),
    );
  });
});
