import {
  EMPLOYEE_ROLES,
  endpoints,
  FARE_POLICY_LIMITS,
  type PolicyEmployee,
} from "@wayfare/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import { farePolicies, farePolicyAssignments, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import {
  assignedCount,
  farePolicyOf,
  organisationEmployee,
  organisationPolicy,
  policyKeeper,
} from "./policy-keeper";

/**
 * Corporate fare policies (issue 22, decision 0081). Each call reads the caller's account as
 * it is now and answers 404 to anyone who keeps no policies (as the people endpoints do); a
 * policy or employee of another organisation is 404 too. Changes are audited in their
 * transaction with before and after.
 */

/** POST /xms/v1/corporate/policies: the organisation's policies and its employees' ones. */
export const corporatePolicies = forUser(
  endpoints.corporatePolicies,
  async (_data, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const [policies, counts, employees] = await Promise.all([
      ctx.db
        .select()
        .from(farePolicies)
        .where(eq(farePolicies.partnerId, keeper.partnerId))
        .orderBy(asc(farePolicies.name), asc(farePolicies.id)),
      ctx.db
        .select({ policyId: farePolicyAssignments.policyId, total: count() })
        .from(farePolicyAssignments)
        .groupBy(farePolicyAssignments.policyId),
      ctx.db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          policyId: farePolicyAssignments.policyId,
        })
        .from(users)
        .leftJoin(farePolicyAssignments, eq(farePolicyAssignments.userId, users.id))
        .where(and(eq(users.partnerId, keeper.partnerId), inArray(users.role, [...EMPLOYEE_ROLES])))
        .orderBy(asc(users.name), asc(users.id)),
    ]);
    const assigned = new Map(counts.map((row) => [row.policyId, row.total]));
    return {
      policies: policies.map((row) => farePolicyOf(row, assigned.get(row.id) ?? 0)),
      employees: employees satisfies PolicyEmployee[],
    };
  },
);

/** POST /xms/v1/corporate/policies/save: a new policy, or new rules for one of its own. */
export const corporatePolicySave = forUser(
  endpoints.corporatePolicySave,
  async ({ policyId, ...asked }, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    const rules = {
      ...asked,
      maxTripFare: asked.maxTripFare ?? null,
      advancePurchaseDays: asked.advancePurchaseDays ?? null,
    };
    if (!keeper) return refuse("404", 404);
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      if (policyId) {
        const before = await organisationPolicy(tx, keeper.partnerId, policyId);
        if (!before) return refuse("WF115", 404);
        const [after] = await tx
          .update(farePolicies)
          .set({ ...rules, updatedAt: now })
          .where(eq(farePolicies.id, policyId))
          .returning();
        if (!after) return refuse("WF115", 404);
        await audit(tx, {
          by: keeper,
          action: "policy.edit",
          subject: policyId,
          at: now,
          before,
          after,
        });
        return farePolicyOf(after, await assignedCount(tx, policyId));
      }
      const [kept] = await tx
        .select({ total: count() })
        .from(farePolicies)
        .where(eq(farePolicies.partnerId, keeper.partnerId));
      if ((kept?.total ?? 0) >= FARE_POLICY_LIMITS.policiesPerOrganisation) {
        return refuse("WF117", 400);
      }
      const [created] = await tx
        .insert(farePolicies)
        .values({ ...rules, partnerId: keeper.partnerId, updatedAt: now })
        .returning();
      if (!created) return refuse("WF115", 404);
      await audit(tx, {
        by: keeper,
        action: "policy.create",
        subject: created.id,
        at: now,
        after: created,
      });
      return farePolicyOf(created, 0);
    });
  },
);

/** POST /xms/v1/corporate/policies/assign: an employee's policy, or none (without policyId). */
export const corporatePolicyAssign = forUser(
  endpoints.corporatePolicyAssign,
  async ({ userId, policyId }, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      const employee = await organisationEmployee(tx, keeper.partnerId, userId);
      if (!employee) return refuse("WF116", 404);
      if (policyId && !(await organisationPolicy(tx, keeper.partnerId, policyId))) {
        return refuse("WF115", 404);
      }
      const [before] = await tx
        .select()
        .from(farePolicyAssignments)
        .where(eq(farePolicyAssignments.userId, userId))
        .for("update");
      if (policyId) {
        await tx
          .insert(farePolicyAssignments)
          .values({ userId, policyId })
          .onConflictDoUpdate({ target: farePolicyAssignments.userId, set: { policyId } });
      } else {
        await tx.delete(farePolicyAssignments).where(eq(farePolicyAssignments.userId, userId));
      }
      await audit(tx, {
        by: keeper,
        action: "policy.assign",
        subject: userId,
        at: now,
        before: { policyId: before?.policyId ?? null },
        after: { policyId: policyId ?? null },
      });
      return { userId, name: employee.name, email: employee.email, policyId: policyId ?? null };
    });
  },
);
