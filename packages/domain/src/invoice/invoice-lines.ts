import { addMoney, type Paise, paise, subtractMoney } from "../money/money";
import { addServiceFeeGst, type ServiceFeeGst, type SupplyType, serviceFeeGst } from "./gst";
import type { InvoiceAudience, InvoiceKind } from "./invoice-document";
import { invoiceSacCode } from "./sac-code";

/**
 * The invoice of J§3: numbers, sectors, flight, travel date; OT tax, K3/GST, YQ tax;
 * management, amendment and airline fees with their taxes; commission earned or recalled;
 * TDS deducted or refunded; CGST/SGST or IGST; the SAC code.
 *
 * Decisions: management and amendment fees are the agent's service and carry 18 % GST
 * (split by supply type); the airline fee's tax is the airline's and is passed through.
 * Protection products and hold charges are lines of their own, named as in the fare summary.
 * Commission and TDS belong to the agency, so only the agency invoice shows them, and its
 * net payable is total − commission + TDS. A credit note reverses a booking: commission
 * is "recalled" and TDS "refunded". Zero lines are left out; the total is always shown.
 */
export interface InvoiceInput {
  kind: InvoiceKind;
  audience: InvoiceAudience;
  invoiceNumber: string;
  taxInvoiceNumber: string;
  sectors: readonly string[];
  flight: string;
  travelDate: string;
  supplyType: SupplyType;
  sacCode?: string;
  baseFare?: Paise;
  otTax?: Paise;
  k3Gst?: Paise;
  yqTax?: Paise;
  managementFee?: Paise;
  amendmentFee?: Paise;
  airlineFee?: Paise;
  airlineFeeTax?: Paise;
  /** A miscellaneous invoice's charge (decision 0084): the agent's service, with 18 % GST. */
  serviceCharge?: { description: string; amount: Paise };
  /** The protection products bought and the hold charges, each its own line (J§3, J§1). */
  products?: Partial<Record<InvoiceProductKey, Paise>>;
  commission?: Paise;
  tds?: Paise;
}

/** Lines of their own for what the booking bought beside the flights (fare summary labels). */
export const INVOICE_PRODUCT_LINES = {
  refundableBookingFee: "Refundable Booking Fee",
  tjFlexCharges: "TJ Flex",
  tripInsuranceCharges: "Trip Insurance",
  baggageProtectCharges: "Baggage Protect",
  holdCharges: "Hold Charges",
} as const;
export type InvoiceProductKey = keyof typeof INVOICE_PRODUCT_LINES;

export type InvoiceLineKey =
  | InvoiceProductKey
  | "baseFare"
  | "otTax"
  | "k3Gst"
  | "yqTax"
  | "managementFee"
  | "managementFeeTax"
  | "amendmentFee"
  | "amendmentFeeTax"
  | "airlineFee"
  | "airlineFeeTax"
  | "serviceCharge"
  | "serviceChargeTax"
  | "cgst"
  | "sgst"
  | "igst"
  | "total"
  | "commission"
  | "tds"
  | "netPayable";

/**
 * An invoice's sections, in the order they are shown. Charges add up to the total; the GST
 * section breaks the fee taxes down, it does not add.
 */
export const INVOICE_SECTIONS = ["charges", "gst", "total", "agency"] as const;
export type InvoiceSection = (typeof INVOICE_SECTIONS)[number];

export interface InvoiceLine {
  key: InvoiceLineKey;
  label: string;
  amount: Paise;
  section: InvoiceSection;
}

type LineSpec = [InvoiceLineKey, string, Paise];

export interface Invoice {
  kind: InvoiceKind;
  audience: InvoiceAudience;
  invoiceNumber: string;
  taxInvoiceNumber: string;
  sectors: string;
  flight: string;
  travelDate: string;
  sacCode: string;
  serviceFeeGst: ServiceFeeGst;
  total: Paise;
  netPayable: Paise;
  lines: InvoiceLine[];
}

export function buildInvoice(input: InvoiceInput): Invoice {
  const amount = (value: Paise | undefined) => value ?? paise(0);
  const managementFee = amount(input.managementFee);
  const amendmentFee = amount(input.amendmentFee);
  const managementFeeGst = serviceFeeGst(managementFee, input.supplyType);
  const amendmentFeeGst = serviceFeeGst(amendmentFee, input.supplyType);
  const serviceCharge = amount(input.serviceCharge?.amount);
  const serviceChargeGst = serviceFeeGst(serviceCharge, input.supplyType);
  const gst = addServiceFeeGst(managementFeeGst, amendmentFeeGst, serviceChargeGst);

  const charges: LineSpec[] = [
    ["baseFare", "Base Fare", amount(input.baseFare)],
    ["otTax", "OT Tax", amount(input.otTax)],
    ["k3Gst", "K3/GST", amount(input.k3Gst)],
    ["yqTax", "YQ Tax", amount(input.yqTax)],
    ["managementFee", "Management Fee", managementFee],
    ["managementFeeTax", "Management Fee Tax", managementFeeGst.total],
    ["amendmentFee", "Amendment Fee", amendmentFee],
    ["amendmentFeeTax", "Amendment Fee Tax", amendmentFeeGst.total],
    ["airlineFee", "Airline Fee", amount(input.airlineFee)],
    ["airlineFeeTax", "Airline Fee Tax", amount(input.airlineFeeTax)],
    ["serviceCharge", input.serviceCharge?.description ?? "", serviceCharge],
    ["serviceChargeTax", "Service Charge Tax", serviceChargeGst.total],
    ...(Object.entries(INVOICE_PRODUCT_LINES) as [InvoiceProductKey, string][]).map(
      ([key, label]): LineSpec => [key, label, amount(input.products?.[key])],
    ),
  ];
  const total = addMoney(...charges.map(([, , value]) => value));

  const taxBreakdown: LineSpec[] = [
    ["cgst", "CGST @ 9%", gst.cgst],
    ["sgst", "SGST @ 9%", gst.sgst],
    ["igst", "IGST @ 18%", gst.igst],
  ];

  const showsAgencyLines = input.audience === "AGENCY";
  const reversal = input.kind === "CREDIT_NOTE";
  const commission = showsAgencyLines ? amount(input.commission) : paise(0);
  const tds = showsAgencyLines ? amount(input.tds) : paise(0);
  const netPayable = addMoney(subtractMoney(total, commission), tds);

  const agencyLines: LineSpec[] = showsAgencyLines
    ? [
        ["commission", reversal ? "Commission Recalled" : "Commission Earned", commission],
        ["tds", reversal ? "TDS Refunded" : "TDS Deducted", tds],
        ["netPayable", reversal ? "Net Credited" : "Net Payable", netPayable],
      ]
    : [];

  const sections: [InvoiceSection, LineSpec[]][] = [
    ["charges", charges],
    ["gst", taxBreakdown],
    ["total", [["total", "Total", total]]],
    ["agency", agencyLines],
  ];
  const lines = sections.flatMap(([section, specs]) =>
    specs
      .filter(([key, , value]) => value !== 0 || key === "total" || key === "netPayable")
      .map(([key, label, value]) => ({ key, label, amount: value, section })),
  );

  return {
    kind: input.kind,
    audience: input.audience,
    invoiceNumber: input.invoiceNumber,
    taxInvoiceNumber: input.taxInvoiceNumber,
    sectors: input.sectors.join(", "),
    flight: input.flight,
    travelDate: input.travelDate,
    sacCode: invoiceSacCode(input.sacCode),
    serviceFeeGst: gst,
    total,
    netPayable,
    lines,
  };
}
