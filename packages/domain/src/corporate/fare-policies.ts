import type { CabinClass } from "../catalogues/cabin-classes";
import type { RefundableType } from "../catalogues/refundable-types";
import { EMPLOYEE_PICKER_ROLES, EMPLOYEE_ROLES } from "../passengers/corporate-employees";

/**
 * Corporate fare policies (issue 22, decision 0081). F§6 says corporate users see a fare
 * policy and J§ that a reason is asked for a fare other than the lowest; the rules a policy
 * holds are ours: the cabins allowed, a highest net fare per trip, the days booked ahead, and
 * refundable fares only. The company account and its travel desk (CORPORATE, CORPORATE_STAFF)
 * write their organisation's policies and assign one to each of its employees
 * (CORPORATE_STAFF, CORPORATE_EMPLOYEE); a fare outside the traveller's policy asks for a
 * reason like a fare above the lowest does, and both land in the out-of-policy report.
 */
export interface FarePolicyRules {
  cabins: CabinClass[];
  /** Paise of net fare the whole trip (all legs, the whole party) may cost; null: any. */
  maxTripFare: number | null;
  /** Days between booking and the first departure at least; null: any. */
  advancePurchaseDays: number | null;
  refundableOnly: boolean;
}

export const FARE_POLICY_LIMITS = {
  nameMaxLength: 60,
  maxAdvancePurchaseDays: 365,
  /** ₹10,00,000 in paise. */
  maxTripFare: 100_000_000,
  policiesPerOrganisation: 50,
} as const;

export const FARE_POLICY_MESSAGES = {
  nameRequired: "Please enter a policy name",
  nameTooLong: `Please keep the name within ${FARE_POLICY_LIMITS.nameMaxLength} characters`,
  cabinsRequired: "Please allow at least one cabin",
  maxTripFare: "Please enter a whole number of rupees, more than 0",
  advancePurchaseDays: `Please enter a number of days from 0 to ${FARE_POLICY_LIMITS.maxAdvancePurchaseDays}`,
  notFound: "This policy is not one of your organisation's",
  notEmployee: "This person is not one of your organisation's employees",
  tooMany: `An organisation keeps at most ${FARE_POLICY_LIMITS.policiesPerOrganisation} policies`,
  employeeReasonRequired:
    "This fare is outside the fare policy of an employee you are booking for. Please select a reason",
} as const;

/** Who writes policies and assigns them: the company account and its travel desk. */
export function mayManageFarePolicies(role: string): boolean {
  return (EMPLOYEE_PICKER_ROLES as readonly string[]).includes(role);
}

/** Who a policy is assigned to: the organisation's employees. */
export function mayHaveFarePolicy(role: string): boolean {
  return (EMPLOYEE_ROLES as readonly string[]).includes(role);
}

/** What a fare chosen for review is, for the policy's rules. */
export interface ChosenFare {
  cabins: CabinClass[];
  refundableTypes: RefundableType[];
  /** Net fare of the whole trip, paise. */
  net: number;
  /** yyyy-mm-dd, India time. */
  firstDepartureDay: string;
  today: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN")}`;

/** Each rule of the policy the fare breaks, in words for the traveller and the report. */
export function farePolicyBreaches(policy: FarePolicyRules, fare: ChosenFare): string[] {
  const breaches: string[] = [];
  if (fare.cabins.some((cabin) => !policy.cabins.includes(cabin))) {
    breaches.push("Cabin not allowed by your policy");
  }
  if (policy.maxTripFare !== null && fare.net > policy.maxTripFare) {
    breaches.push(`Fare above your policy's ${rupees(policy.maxTripFare)} per trip`);
  }
  const ahead = daysBetween(fare.today, fare.firstDepartureDay);
  if (policy.advancePurchaseDays !== null && ahead < policy.advancePurchaseDays) {
    breaches.push(`Booked less than ${policy.advancePurchaseDays} days ahead`);
  }
  if (policy.refundableOnly && fare.refundableTypes.some((type) => type === 0)) {
    breaches.push("Non-refundable fare; your policy allows refundable fares only");
  }
  return breaches;
}

/**
 * A rule of a booked-for employee's policy the fare breaks, named for the report (decision
 * 0086): a booker's booking may carry several employees, each held to their own policy.
 */
export function employeeBreaches(name: string, breaches: readonly string[]): string[] {
  return breaches.map((breach) => `${name}: ${breach}`);
}
