import { randomBytes } from "node:crypto";
import { creatableRoles, endpoints, PEOPLE_MESSAGES, placementOf } from "@wayfare/domain";
import { eq, or } from "drizzle-orm";
import { isUniqueViolation } from "../api/register";
import { audit } from "../audit/audit-log";
import { hashPassword } from "../auth/passwords";
import { users } from "../db/schema";
import { nextUserNumber } from "../db/user-numbers";
import { whiteLabelOf } from "../http/authenticate";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { invitationEmail } from "../outbox/templates/set-password";
import { supplierCaller } from "../supplier/supplier-caller";
import { auditedStateOf, managing, personOf } from "./people-scope";
import { sendSetPasswordLink } from "./set-password-link";

/**
 * POST /xms/v1/people/create: a new account with a role the caller may create, placed in
 * the organisation tree by `placementOf`, with no usable password until the person sets one
 * through the invitation's link (decision 0070). 812 when the email or mobile is taken. Made
 * on a white-label partner's host (the caller's session is bound to it), it is the partner's
 * account (decision 0078).
 */
export const peopleCreate = forUser(
  endpoints.peopleCreate,
  async (person, { ctx, subject, request }) => {
    const manager = await managing(ctx, subject);
    if (!manager) return refuse("404", 404);
    if (!creatableRoles(manager.role).includes(person.role)) {
      return refuse("WF100", 400, PEOPLE_MESSAGES.roleNotYours);
    }
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, person.email), eq(users.mobile, person.mobile)))
      .limit(1);
    if (taken) return refuse("812", 409);

    const number = await nextUserNumber(ctx.db);
    const placement = placementOf(manager, person.role);
    // A supplier admin's new supplier loads seats on its organisation's airline (decision 0082).
    const supplierAirline =
      manager.role === "SUPPLIER_ADMIN"
        ? (await supplierCaller(ctx.db, manager.userId))?.airline
        : undefined;
    // Nobody knows this password: the account is used once its person sets their own.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    try {
      const created = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            id: `U${number}`,
            partnerId: placement.partnerId ?? `P${number}`,
            parentPartnerId: placement.parentPartnerId,
            role: person.role,
            name: person.name,
            email: person.email,
            mobile: person.mobile,
            passwordHash,
            additionalInfo: {
              gps: [],
              aps: ["flight"],
              ...(supplierAirline ? { supplierAirline } : {}),
            },
            whiteLabel: whiteLabelOf(request),
          })
          .returning();
        if (!row) throw new Error("the new account was not written");
        await audit(tx, {
          by: manager,
          action: "user.create",
          subject: row.id,
          at: ctx.config.now(),
          after: { ...auditedStateOf(row), partnerId: row.partnerId, email: row.email },
        });
        return row;
      });
      const managerName = subject.name;
      await sendSetPasswordLink(ctx, created, (link) =>
        invitationEmail({ ...link, invitedBy: managerName }),
      );
      return personOf(created);
    } catch (error) {
      if (isUniqueViolation(error)) return refuse("812", 409);
      throw error;
    }
  },
);
