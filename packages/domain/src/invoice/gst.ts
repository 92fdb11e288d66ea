import type { CabinClass } from "../catalogues/cabin-classes";
import { addMoney, type Paise, paise, percentOf } from "../money/money";

/**
 * GST on the agent's service fee (management and amendment fees) is 18 %: CGST 9 % +
 * SGST 9 % when supplier and recipient are in the same state, IGST 18 % otherwise
 * (J§3, J§9, domain-notes). Rates are basis points so money stays integral.
 */
export const CGST_BASIS_POINTS = 900;
export const SGST_BASIS_POINTS = 900;
export const IGST_BASIS_POINTS = 1800;

export type SupplyType = "INTRA_STATE" | "INTER_STATE";

/** GST state codes are the first two digits of a GSTIN (e.g. 27 Maharashtra). */
export function supplyTypeFor(supplierState: string, recipientState: string): SupplyType {
  return supplierState.trim().toUpperCase() === recipientState.trim().toUpperCase()
    ? "INTRA_STATE"
    : "INTER_STATE";
}

export interface ServiceFeeGst {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

export function serviceFeeGst(taxableValue: Paise, supplyType: SupplyType): ServiceFeeGst {
  const zero = paise(0);
  if (supplyType === "INTER_STATE") {
    const igst = percentOf(taxableValue, IGST_BASIS_POINTS);
    return { cgst: zero, sgst: zero, igst, total: igst };
  }
  const cgst = percentOf(taxableValue, CGST_BASIS_POINTS);
  const sgst = percentOf(taxableValue, SGST_BASIS_POINTS);
  return { cgst, sgst, igst: zero, total: addMoney(cgst, sgst) };
}

export function addServiceFeeGst(...parts: ServiceFeeGst[]): ServiceFeeGst {
  return {
    cgst: addMoney(...parts.map((part) => part.cgst)),
    sgst: addMoney(...parts.map((part) => part.sgst)),
    igst: addMoney(...parts.map((part) => part.igst)),
    total: addMoney(...parts.map((part) => part.total)),
  };
}

/**
 * GST on the air ticket itself (domain-notes): economy 5 %; any other class 18 % from
 * 22 Sep 2025 (56th GST Council), 12 % before. A mixed-class itinerary includes a
 * non-economy leg, so it takes the higher rate.
 */
export const AIR_TICKET_GST_BASIS_POINTS = { economy: 500, otherThanEconomy: 1800 } as const;
export const AIR_TICKET_GST_PREVIOUS_OTHER_THAN_ECONOMY_BASIS_POINTS = 1200;
export const AIR_TICKET_GST_RATE_CHANGE_DATE = new Date("2025-09-22T00:00:00+05:30");

export function airTicketGstBasisPoints(cabinClass: CabinClass, supplyDate: Date): number {
  if (cabinClass === "ECONOMY") return AIR_TICKET_GST_BASIS_POINTS.economy;
  return supplyDate.getTime() >= AIR_TICKET_GST_RATE_CHANGE_DATE.getTime()
    ? AIR_TICKET_GST_BASIS_POINTS.otherThanEconomy
    : AIR_TICKET_GST_PREVIOUS_OTHER_THAN_ECONOMY_BASIS_POINTS;
}

export function airTicketGst(fare: Paise, cabinClass: CabinClass, supplyDate: Date): Paise {
  return percentOf(fare, airTicketGstBasisPoints(cabinClass, supplyDate));
}
