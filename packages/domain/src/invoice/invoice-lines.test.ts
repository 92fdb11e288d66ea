import { describe, expect, it } from "vitest";
import { fromRupees } from "../money/money";
import { buildInvoice, type InvoiceInput } from "./invoice-lines";

const booking: InvoiceInput = {
  kind: "BOOKING",
  audience: "AGENCY",
  invoiceNumber: "INV-1",
  taxInvoiceNumber: "TI-1",
  sectors: ["DEL-BOM", "BOM-DEL"],
  flight: "6E 2131",
  travelDate: "2025-10-01",
  supplyType: "INTRA_STATE",
  baseFare: fromRupees(4000),
  otTax: fromRupees(600),
  k3Gst: fromRupees(230),
  yqTax: fromRupees(500),
  managementFee: fromRupees(200),
  commission: fromRupees(100),
  tds: fromRupees(2),
};

const labels = (input: InvoiceInput) => buildInvoice(input).lines.map((line) => line.label);

describe("invoice line items (J§3)", () => {
  it("carries invoice and tax invoice numbers, sectors, flight, travel date and SAC code 998552", () => {
    const invoice = buildInvoice(booking);
    expect(invoice).toMatchObject({
      invoiceNumber: "INV-1",
      taxInvoiceNumber: "TI-1",
      sectors: "DEL-BOM, BOM-DEL",
      flight: "6E 2131",
      travelDate: "2025-10-01",
      sacCode: "998552",
    });
    expect(buildInvoice({ ...booking, sacCode: "998551" }).sacCode).toBe("998551");
  });

  it("lists OT tax, K3/GST, YQ tax, management fee and tax, CGST/SGST at 9 percent each", () => {
    expect(labels(booking)).toEqual([
      "Base Fare",
      "OT Tax",
      "K3/GST",
      "YQ Tax",
      "Management Fee",
      "Management Fee Tax",
      "CGST @ 9%",
      "SGST @ 9%",
      "Total",
      "Commission Earned",
      "TDS Deducted",
      "Net Payable",
    ]);
    const invoice = buildInvoice(booking);
    expect(invoice.serviceFeeGst).toMatchObject({ cgst: fromRupees(18), sgst: fromRupees(18) });
    expect(invoice.total).toBe(fromRupees(4000 + 600 + 230 + 500 + 200 + 36));
    expect(invoice.netPayable).toBe(invoice.total - fromRupees(100) + fromRupees(2));
  });

  it("a miscellaneous invoice bills its charge by its description, with 18 % GST: 9+9 or 18", () => {
    const miscellaneous: InvoiceInput = {
      kind: "MISCELLANEOUS",
      audience: "CUSTOMER",
      invoiceNumber: "MI-MC0000000001-C",
      taxInvoiceNumber: "TI-2",
      sectors: ["DEL-BOM"],
      flight: "6E 2131",
      travelDate: "2025-10-01",
      supplyType: "INTRA_STATE",
      serviceCharge: { description: "सेवा शुल्क (desk)", amount: fromRupees(500) },
    };
    const intra = buildInvoice(miscellaneous);
    expect(intra.lines.map((line) => [line.label, line.amount])).toEqual([
      ["सेवा शुल्क (desk)", fromRupees(500)],
      ["Service Charge Tax", fromRupees(90)],
      ["CGST @ 9%", fromRupees(45)],
      ["SGST @ 9%", fromRupees(45)],
      ["Total", fromRupees(590)],
    ]);
    expect(intra.sacCode).toBe("998552");
    const inter = buildInvoice({ ...miscellaneous, supplyType: "INTER_STATE" });
    expect(inter.lines.find((line) => line.key === "igst")?.amount).toBe(fromRupees(90));
    expect(inter.total).toBe(fromRupees(590));
  });

  it("inter-state: IGST at 18 percent", () => {
    const invoice = buildInvoice({ ...booking, supplyType: "INTER_STATE" });
    expect(invoice.lines.find((line) => line.key === "igst")).toEqual({
      key: "igst",
      label: "IGST @ 18%",
      amount: fromRupees(36),
      section: "gst",
    });
    expect(invoice.lines.some((line) => line.key === "cgst")).toBe(false);
  });

  it("amendment fee and tax, airline fee and tax", () => {
    const invoice = buildInvoice({
      ...booking,
      kind: "AMENDMENT",
      baseFare: undefined,
      otTax: undefined,
      k3Gst: undefined,
      yqTax: undefined,
      managementFee: undefined,
      amendmentFee: fromRupees(300),
      airlineFee: fromRupees(2500),
      airlineFeeTax: fromRupees(125),
    });
    expect(
      invoice.lines.filter((line) => line.section === "charges").map((line) => line.label),
    ).toEqual(["Amendment Fee", "Amendment Fee Tax", "Airline Fee", "Airline Fee Tax"]);
    expect(invoice.total).toBe(fromRupees(300 + 54 + 2500 + 125));
  });

  it("each protection product and the hold charges are a line of their own, in the total", () => {
    const invoice = buildInvoice({
      ...booking,
      products: {
        refundableBookingFee: fromRupees(291),
        tripInsuranceCharges: fromRupees(188),
        holdCharges: fromRupees(200),
      },
    });
    const charges = invoice.lines.filter((line) => line.section === "charges");
    expect(charges.map((line) => line.label)).toEqual(
      expect.arrayContaining(["Refundable Booking Fee", "Trip Insurance", "Hold Charges"]),
    );
    expect(charges.map((line) => line.label)).not.toContain("TJ Flex");
    expect(invoice.total).toBe(
      buildInvoice(booking).total + fromRupees(291) + fromRupees(188) + fromRupees(200),
    );
  });

  it("a credit note shows commission recalled and TDS refunded", () => {
    expect(labels({ ...booking, kind: "CREDIT_NOTE" })).toEqual(
      expect.arrayContaining(["Commission Recalled", "TDS Refunded", "Net Credited"]),
    );
  });

  it("customer and corporate invoices leave the agency's commission and TDS out", () => {
    for (const audience of ["CUSTOMER", "CORPORATE"] as const) {
      const invoice = buildInvoice({ ...booking, audience });
      expect(invoice.lines.some((line) => line.section === "agency")).toBe(false);
      expect(invoice.netPayable).toBe(invoice.total);
    }
  });
});
