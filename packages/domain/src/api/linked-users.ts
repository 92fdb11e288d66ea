import { z } from "zod";
import { requestBodySchema } from "./envelope";
import { peopleAccountRequestSchema, personSchema, userIdSchema } from "./people";

/**
 * Linked users of F§7 (decision 0080): the accounts linked to the caller's, and the switch to
 * one of them. The switch answers like a login: the new account's userInfo, and its token in
 * the authorization header, which the portal saves in place of the old one.
 */
export const LINKED_USER_DETAILS_PATH = "/xms/v1/linked-user-details";
export const TOGGLE_LINKED_USER_PATH = "/xms/v1/toggle-linked-user";
/** A manager links or unlinks accounts it manages (one person's, found out of band). */
export const PEOPLE_LINK_PATH = "/xms/v1/people/link";
export const PEOPLE_UNLINK_PATH = "/xms/v1/people/unlink";

/** Without a user id: the caller's links; with one: a managed account's, for its manager. */
export const linkedUserDetailsRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema.optional() }).strict(),
);

export const linkedAccountSchema = personSchema
  .pick({ userId: true, name: true, email: true, role: true, partnerId: true, status: true })
  .extend({ current: z.boolean() });
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** The caller's account first, then the others by name; empty when nothing is linked. */
export const linkedUserDetailsPayloadSchema = z.object({ accounts: z.array(linkedAccountSchema) });
export type LinkedUserDetailsPayload = z.infer<typeof linkedUserDetailsPayloadSchema>;

export const toggleLinkedUserRequestSchema = peopleAccountRequestSchema;

export const peopleLinkRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema, linkedTo: userIdSchema }).strict(),
);
export const peopleUnlinkRequestSchema = peopleAccountRequestSchema;
