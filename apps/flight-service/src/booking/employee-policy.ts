import {
  employeeBreaches,
  farePolicyBreaches,
  type PolicyReason,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { assignedPolicyOf, organisationEmployee, policyKeeper } from "../corporate/policy-keeper";
import type { Database } from "../db/database";
import { type ReviewRow, reviews } from "../db/schema";
import { refuse } from "../http/refusal";
import { chosenFareOf } from "./fare-policy";

/** What the review keeps of a booking for employees: the report's traveller, rules, reason. */
export interface EmployeePolicyRecord {
  travellerId: string;
  policyBreaches: string[];
  policyReason: PolicyReason | null;
}

/**
 * A booker's booking for the employees picked on the passenger page (decision 0086): the
 * booker is the organisation's CORPORATE or CORPORATE_STAFF account as it is now, each
 * employee one of its employees (else 404, WF116), and each is held to their own policy. Fares
 * breaking one need a reason (WF119), unless the review already has one. Undefined when the
 * booking names no employee.
 */
export async function employeePolicyRecord(
  ctx: ServiceContext,
  subject: TokenSubject,
  review: ReviewRow,
  request: { employees?: string[] | undefined; policyReason?: PolicyReason | undefined },
  now: Date,
) {
  const ids = [...new Set(request.employees ?? [])];
  const [firstId] = ids;
  if (firstId === undefined) return undefined;
  const booker = await policyKeeper(ctx, subject);
  if (!booker) return refuse("WF116", 404);
  const fare = chosenFareOf(review.trips, now);
  const checked = [];
  for (const id of ids) {
    const employee = await organisationEmployee(ctx.db, booker.partnerId, id);
    if (!employee) return refuse("WF116", 404);
    const policy = await assignedPolicyOf(ctx.db, id);
    const broken = policy ? farePolicyBreaches(policy, fare) : [];
    checked.push({ id, breaches: employeeBreaches(employee.name, broken) });
  }
  const breaking = checked.filter((employee) => employee.breaches.length > 0);
  const reason = review.policyReason ?? (breaking.length > 0 ? request.policyReason : undefined);
  if (breaking.length > 0 && !reason) return refuse("WF119", 400);
  const breaches = checked.flatMap((employee) => employee.breaches);
  return {
    travellerId: breaking[0]?.id ?? firstId,
    // A retried book writes the same rules again, not twice.
    policyBreaches: [...new Set([...review.policyBreaches, ...breaches])],
    policyReason: reason ?? null,
  } satisfies EmployeePolicyRecord;
}

/** Keeps the record on the review, which the out-of-policy report reads. */
export async function keepEmployeePolicy(
  db: Pick<Database, "update">,
  reviewId: string,
  record: EmployeePolicyRecord,
) {
  await db.update(reviews).set(record).where(eq(reviews.id, reviewId));
}
