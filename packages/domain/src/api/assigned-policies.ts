import { z } from "zod";
import { plainText } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/**
 * F§3/F§7 assigned user policy: the request has pids and userIds; the portal reads
 * policies[0].value.output.value as a boolean. The one policy modelled is J§'s corporate
 * fare policy: a corporate user choosing other than the lowest fare must give a reason.
 */
export const ASSIGNED_POLICIES_PATH = "/xms/v1/user/assigned-policies";

export const POLICY_IDS = { lowestFareReason: "LOWEST_FARE_REASON" } as const;

const ID_MAX_LENGTH = 64;
const MAX_IDS = 20;

export const assignedPoliciesRequestSchema = requestBodySchema(
  z.object({
    pids: z.array(plainText().trim().min(1).max(ID_MAX_LENGTH)).min(1).max(MAX_IDS),
    userIds: z.array(plainText().trim().min(1).max(ID_MAX_LENGTH)).min(1).max(MAX_IDS),
  }),
);

export const assignedPolicySchema = z.object({
  pid: z.string(),
  userId: z.string(),
  value: z.object({ output: z.object({ value: z.boolean() }) }),
});

/** One entry per pid and userId, in request order (pids outer). */
export const assignedPoliciesPayloadSchema = z.object({
  policies: z.array(assignedPolicySchema),
});
export type AssignedPoliciesPayload = z.infer<typeof assignedPoliciesPayloadSchema>;
