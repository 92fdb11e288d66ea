import {
  type FarePolicy,
  mayHaveFarePolicy,
  mayManageFarePolicies,
  type Role,
  type TokenSubject,
} from "@wayfare/domain";
import { and, count, eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Database } from "../db/database";
import {
  bookings,
  type FarePolicyRow,
  farePolicies,
  farePolicyAssignments,
  reviews,
  users,
} from "../db/schema";
import { managerOf } from "../people/people-scope";

/**
 * The caller as the keeper of its organisation's fare policies, from its account as it is now
 * (a role changed since the token was issued counts at once); undefined for anyone else.
 */
export async function policyKeeper(ctx: ServiceContext, subject: TokenSubject) {
  const manager = await managerOf(ctx.db, subject.userId);
  return manager && mayManageFarePolicies(manager.role) ? manager : undefined;
}

/** An employee of the organisation, active, who may have a policy; else undefined. */
export async function organisationEmployee(
  db: Pick<Database, "select">,
  partnerId: string,
  userId: string,
) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.partnerId, partnerId), eq(users.status, "ACTIVE")));
  return row && mayHaveFarePolicy(row.role as Role) ? row : undefined;
}

/** The organisation's bookings: those whose booker is one of its accounts (joined as `users`). */
export const bookedInOrganisation = (partnerId: string) => eq(users.partnerId, partnerId);

const organisationBookingQuery = (
  db: Pick<Database, "select">,
  partnerId: string,
  bookingId: string,
) =>
  db
    .select({ booking: bookings, review: reviews })
    .from(bookings)
    .innerJoin(reviews, eq(reviews.id, bookings.id))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.id, bookingId), bookedInOrganisation(partnerId)));

/** The organisation's booking with that id and its review; else undefined. */
export async function organisationBooking(
  db: Pick<Database, "select">,
  partnerId: string,
  bookingId: string,
) {
  const [row] = await organisationBookingQuery(db, partnerId, bookingId);
  return row;
}

/** The organisation's booking with that id and its review, locked for an update; else undefined. */
export async function organisationBookingForUpdate(
  db: Pick<Database, "select">,
  partnerId: string,
  bookingId: string,
) {
  const [row] = await organisationBookingQuery(db, partnerId, bookingId).for("update", {
    of: bookings,
  });
  return row;
}

/** The organisation's policy with that id; else undefined. */
export async function organisationPolicy(
  db: Pick<Database, "select">,
  partnerId: string,
  policyId: string,
) {
  const [row] = await db
    .select()
    .from(farePolicies)
    .where(and(eq(farePolicies.id, policyId), eq(farePolicies.partnerId, partnerId)));
  return row;
}

export async function assignedCount(db: Pick<Database, "select">, policyId: string) {
  const [counted] = await db
    .select({ total: count() })
    .from(farePolicyAssignments)
    .where(eq(farePolicyAssignments.policyId, policyId));
  return counted?.total ?? 0;
}

export function farePolicyOf(row: FarePolicyRow, assigned: number): FarePolicy {
  return {
    policyId: row.id,
    name: row.name,
    cabins: row.cabins,
    maxTripFare: row.maxTripFare,
    advancePurchaseDays: row.advancePurchaseDays,
    refundableOnly: row.refundableOnly,
    assigned,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rules of the policy assigned to a user, if any. */
export async function assignedPolicyOf(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select({ policy: farePolicies })
    .from(farePolicyAssignments)
    .innerJoin(farePolicies, eq(farePolicies.id, farePolicyAssignments.policyId))
    .where(eq(farePolicyAssignments.userId, userId));
  return row?.policy;
}
