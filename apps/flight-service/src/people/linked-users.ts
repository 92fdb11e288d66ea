import { endpoints, type LinkedAccount, linkedSwitchRefusal } from "@wayfare/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { startSession } from "../api/session";
import { audit } from "../audit/audit-log";
import { endSession } from "../auth/sessions";
import type { Database } from "../db/database";
import { accountLinks, type UserRow, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";

/** The accounts in the link group of `userId`, its own among them; none when it has no group. */
async function linkedAccountsOf(db: Pick<Database, "select">, userId: string): Promise<UserRow[]> {
  const group = db
    .select({ linkGroup: accountLinks.linkGroup })
    .from(accountLinks)
    .where(eq(accountLinks.userId, userId));
  const rows = await db
    .select({ user: users })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(inArray(accountLinks.linkGroup, group))
    .orderBy(asc(users.name));
  return rows.map((row) => row.user);
}

function linkedAccountOf(user: UserRow, currentUserId: string): LinkedAccount {
  const { id, name, email, role, partnerId, status } = user;
  return {
    userId: id,
    name,
    email,
    role: role as LinkedAccount["role"],
    partnerId,
    status: status as LinkedAccount["status"],
    current: id === currentUserId,
  };
}

/** POST /xms/v1/linked-user-details (F§7): the caller's account first, then its links by name. */
export const linkedUserDetails = forUser(
  endpoints.linkedUserDetails,
  async (_request, { ctx, subject }) => {
    const accounts = (await linkedAccountsOf(ctx.db, subject.userId)).map((user) =>
      linkedAccountOf(user, subject.userId),
    );
    return { accounts: accounts.sort((a, b) => Number(b.current) - Number(a.current)) };
  },
);

/**
 * POST /xms/v1/toggle-linked-user (F§7): a new session for the linked account, answered like
 * a login, and the caller's session ends, so the old token stops working. An account that is
 * not linked is a 404 (a 403 would end the caller's session, F§4), an inactive one 802.
 */
export const toggleLinkedUser = forUser(
  endpoints.toggleLinkedUser,
  async ({ userId }, { ctx, subject, session }) => {
    const linked = await linkedAccountsOf(ctx.db, subject.userId);
    const states = linked.map((user) => ({
      userId: user.id,
      status: user.status as "ACTIVE" | "INACTIVE",
    }));
    const refusal = linkedSwitchRefusal(states, subject.userId, userId);
    if (refusal === "not-linked") return refuse("404", 404);
    if (refusal === "inactive") return refuse("802", 422);
    const target = linked.find((user) => user.id === userId) as UserRow;
    const started = await startSession(ctx, target);
    await endSession(ctx.db, session.sessionId);
    await audit(ctx.db, {
      by: subject,
      action: "user.switch-account",
      subject: target.id,
      at: ctx.config.now(),
      before: { userId: subject.userId },
      after: { userId: target.id },
    });
    return started;
  },
);
