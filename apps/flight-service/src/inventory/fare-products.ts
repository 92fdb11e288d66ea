import type { CabinClass, FareType, RefundableType } from "@wayfare/domain";

/**
 * The fares sold on a flight, per cabin and kind of carrier (J§9 fare types). Each has its
 * booking class (RBD), a brand shown to the user (fareIdentifier), a price multiplier on the
 * cabin's reference fare, baggage, refundability, meal, and the airline's cancellation and
 * date-change fees per passenger in rupees (null: not permitted; international fees are
 * doubled). Who may see a fare: everyone, agents and corporates (SME), corporates only, or
 * only searches that ask for it (student, senior citizen, special return).
 */
export type FareAudience =
  | "ALL"
  | "BUSINESS_CUSTOMER"
  | "CORPORATE"
  | "STUDENT"
  | "SENIOR_CITIZEN"
  | "SPECIAL_RETURN";

export interface FareProduct {
  fareType: FareType;
  identifier: string;
  rbd: string;
  multiplier: number;
  refundableType: RefundableType;
  meal: boolean;
  checkInKg: number;
  cabinKg: number;
  cancellationFee: number | null;
  dateChangeFee: number | null;
  audience: FareAudience;
}

const product = (
  fareType: FareType,
  identifier: string,
  rbd: string,
  multiplier: number,
  terms: Partial<FareProduct> = {},
): FareProduct => ({
  fareType,
  identifier,
  rbd,
  multiplier,
  refundableType: 2,
  meal: false,
  checkInKg: 15,
  cabinKg: 7,
  cancellationFee: 3_500,
  dateChangeFee: 2_999,
  audience: "ALL",
  ...terms,
});

const LCC_ECONOMY: readonly FareProduct[] = [
  product("SALE", "Sale", "O", 0.88, { cancellationFee: 4_000 }),
  product("PUBLISHED", "Published", "T", 1),
  product("SME", "SME", "M", 1.08, {
    refundableType: 1,
    meal: true,
    cancellationFee: 2_500,
    dateChangeFee: 1_500,
    audience: "BUSINESS_CUSTOMER",
  }),
  product("FLEXI", "Flexi Plus", "S", 1.2, {
    refundableType: 1,
    meal: true,
    cancellationFee: 1_500,
    dateChangeFee: 0,
  }),
  product("TJ_FLEX", "TJ Flex", "U", 1.3, {
    refundableType: 1,
    meal: true,
    cancellationFee: 1_000,
    dateChangeFee: 0,
  }),
  product("CORPORATE", "Corporate", "B", 1.1, {
    refundableType: 1,
    meal: true,
    checkInKg: 20,
    cancellationFee: 1_000,
    dateChangeFee: 0,
    audience: "CORPORATE",
  }),
  product("SPECIAL_RETURN", "Special Return", "Q", 0.85, { audience: "SPECIAL_RETURN" }),
  product("STUDENT", "Student", "V", 0.92, {
    checkInKg: 25,
    dateChangeFee: 0,
    audience: "STUDENT",
  }),
  product("SENIOR_CITIZEN", "Senior Citizen", "L", 0.92, {
    cancellationFee: 3_000,
    audience: "SENIOR_CITIZEN",
  }),
];

const FULL_SERVICE_ECONOMY: readonly FareProduct[] = [
  product("SALE", "Sale", "L", 0.9, { meal: true, checkInKg: 20, cancellationFee: 3_500 }),
  product("PUBLISHED", "Published", "K", 1, {
    meal: true,
    checkInKg: 25,
    cancellationFee: 3_000,
    dateChangeFee: 2_500,
  }),
  product("FLEXI", "Flexi Plus", "Y", 1.22, {
    refundableType: 1,
    meal: true,
    checkInKg: 25,
    cancellationFee: 0,
    dateChangeFee: 0,
  }),
  product("TJ_FLEX", "TJ Flex", "H", 1.32, {
    refundableType: 1,
    meal: true,
    checkInKg: 25,
    cancellationFee: 500,
    dateChangeFee: 0,
  }),
  product("CORPORATE", "Corporate", "B", 1.08, {
    refundableType: 1,
    meal: true,
    checkInKg: 30,
    cancellationFee: 1_000,
    dateChangeFee: 0,
    audience: "CORPORATE",
  }),
  product("SPECIAL_RETURN", "Special Return", "Q", 0.86, {
    meal: true,
    checkInKg: 25,
    audience: "SPECIAL_RETURN",
  }),
  product("STUDENT", "Student", "V", 0.9, {
    meal: true,
    checkInKg: 40,
    dateChangeFee: 0,
    audience: "STUDENT",
  }),
  product("SENIOR_CITIZEN", "Senior Citizen", "G", 0.9, {
    meal: true,
    checkInKg: 25,
    audience: "SENIOR_CITIZEN",
  }),
];

const PREMIUM_ECONOMY: readonly FareProduct[] = [
  product("PUBLISHED", "Published", "W", 1, {
    meal: true,
    checkInKg: 35,
    cabinKg: 10,
    cancellationFee: 5_000,
    dateChangeFee: 3_500,
  }),
  product("FLEXI", "Flexi Plus", "N", 1.2, {
    refundableType: 1,
    meal: true,
    checkInKg: 35,
    cabinKg: 10,
    cancellationFee: 0,
    dateChangeFee: 0,
  }),
];

const BUSINESS: readonly FareProduct[] = [
  product("PUBLISHED", "Published", "D", 1, {
    refundableType: 1,
    meal: true,
    checkInKg: 35,
    cabinKg: 14,
    cancellationFee: 6_000,
    dateChangeFee: 4_000,
  }),
  product("FLEXI", "Flexi Plus", "J", 1.25, {
    refundableType: 1,
    meal: true,
    checkInKg: 40,
    cabinKg: 14,
    cancellationFee: 0,
    dateChangeFee: 0,
  }),
  product("CORPORATE", "Corporate", "C", 1.1, {
    refundableType: 1,
    meal: true,
    checkInKg: 40,
    cabinKg: 14,
    cancellationFee: 2_000,
    dateChangeFee: 0,
    audience: "CORPORATE",
  }),
];

const FIRST: readonly FareProduct[] = [
  product("PUBLISHED", "Published", "A", 1, {
    refundableType: 1,
    meal: true,
    checkInKg: 50,
    cabinKg: 14,
    cancellationFee: 10_000,
    dateChangeFee: 0,
  }),
  product("FLEXI", "Flexi Plus", "F", 1.2, {
    refundableType: 1,
    meal: true,
    checkInKg: 50,
    cabinKg: 14,
    cancellationFee: 0,
    dateChangeFee: 0,
  }),
];

export function fareProducts(cabinClass: CabinClass, isLcc: boolean): readonly FareProduct[] {
  switch (cabinClass) {
    case "PREMIUM_ECONOMY":
      return PREMIUM_ECONOMY;
    case "BUSINESS":
      return BUSINESS;
    case "FIRST":
      return FIRST;
    default:
      return isLcc ? LCC_ECONOMY : FULL_SERVICE_ECONOMY;
  }
}

/** Fare basis: the RBD, then a fare-family letter and a season digit (3–7 characters). */
export function fareBasis(product: FareProduct, season: number, international: boolean): string {
  const family = product.fareType.charAt(0);
  return `${product.rbd}${family}${international ? "I" : "D"}${season}`.slice(0, 7);
}
