import {
  type AssignedPoliciesPayload,
  endpoints,
  isCorporateUser,
  POLICY_IDS,
  type TokenSubject,
} from "@wayfare/domain";
import { inArray } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { farePolicyAssignments, type UserRow, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/**
 * Anyone reads their own policies; the company account and its travel desk (who book for
 * employees) also those of their company's users, the same partner's.
 */
const COMPANY_READERS: readonly TokenSubject["role"][] = ["CORPORATE", "CORPORATE_STAFF"];

/**
 * Whether a policy applies to a user: the lowest-fare reason to corporate users, a fare policy
 * (decision 0081) to whom it is assigned; unknown policies apply to nobody.
 */
function policyApplies(pid: string, user: UserRow, assignedPolicyId: string | undefined): boolean {
  if (pid === assignedPolicyId) return true;
  if (pid !== POLICY_IDS.lowestFareReason) return false;
  return isCorporateUser({
    role: user.role as TokenSubject["role"],
    gps: user.additionalInfo.gps,
  });
}

/**
 * POST /xms/v1/user/assigned-policies (F§3, F§7): pids × userIds → policies[].value.output
 * .value. LOWEST_FARE_REASON holds for corporate users (J§ corporate fare policy); a fare
 * policy's id for the employees it is assigned to.
 */
export const assignedPolicies = forUser(
  endpoints.assignedPolicies,
  async ({ pids, userIds }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const rows = await ctx.db.select().from(users).where(inArray(users.id, userIds));
    const byId = new Map(rows.map((user) => [user.id, user]));
    const colleagues = COMPANY_READERS.includes(subject.role);
    const readable = userIds.every((id) => {
      const user = byId.get(id);
      return id === subject.userId || (colleagues && user?.partnerId === subject.partnerId);
    });
    if (!readable) return refuse("403", 403);
    const assignments = await ctx.db
      .select()
      .from(farePolicyAssignments)
      .where(inArray(farePolicyAssignments.userId, userIds));
    const assigned = new Map(assignments.map((row) => [row.userId, row.policyId]));
    const policies: AssignedPoliciesPayload["policies"] = pids.flatMap((pid) =>
      userIds.map((userId) => {
        const user = byId.get(userId) as UserRow;
        return {
          pid,
          userId,
          value: { output: { value: policyApplies(pid, user, assigned.get(userId)) } },
        };
      }),
    );
    return { policies };
  },
);
