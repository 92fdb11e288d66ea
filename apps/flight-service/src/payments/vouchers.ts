import { fromRupees, type VoucherTerms } from "@wayfare/domain";

/** The demo vouchers (README); WAYDOM10 is the offer the CMS shows. */
export const VOUCHERS: readonly VoucherTerms[] = [
  {
    code: "WAYDOM10",
    percentOff: 10,
    maxDiscount: fromRupees(1000),
    minAmount: fromRupees(3000),
    domesticOnly: true,
    validTill: "2027-03-31",
  },
  {
    code: "WAYFLY5",
    percentOff: 5,
    maxDiscount: fromRupees(2500),
    minAmount: fromRupees(10_000),
    domesticOnly: false,
    validTill: "2027-12-31",
  },
];
