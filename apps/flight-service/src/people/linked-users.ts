import {
  endpoints,
  LINKED_ACCOUNT_MESSAGES,
  type LinkedAccount,
  linkedSwitchRefusal,
  linkRefusal,
  mayManage,
  type TokenSubject,
} from "@wayfare/domain";
import { asc, count, eq, inArray } from "drizzle-orm";
import { startSession } from "../api/session";
import { audit } from "../audit/audit-log";
import { endSession } from "../auth/sessions";
import type { ServiceContext } from "../context";
import type { Database } from "../db/database";
import { accountLinks, type UserRow, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { Reply } from "../http/reply";
import { accountOf, managing } from "./people-scope";

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

/** The links of `userId`, that account first (`current`), then the others by name. */
async function linksOf(db: Pick<Database, "select">, userId: string) {
  const accounts = (await linkedAccountsOf(db, userId)).map((user) =>
    linkedAccountOf(user, userId),
  );
  return { accounts: accounts.sort((a, b) => Number(b.current) - Number(a.current)) };
}

/** The accounts `userIds` as rows, when the caller manages every one of them; else undefined. */
async function managedRows(ctx: ServiceContext, subject: TokenSubject, userIds: string[]) {
  const manager = await managing(ctx, subject);
  if (!manager) return undefined;
  const rows = await ctx.db.select().from(users).where(inArray(users.id, userIds));
  const managed = userIds.every((id) =>
    rows.some((row) => row.id === id && mayManage(manager, accountOf(row))),
  );
  return managed ? rows : undefined;
}

async function linkGroupOf(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select({ linkGroup: accountLinks.linkGroup })
    .from(accountLinks)
    .where(eq(accountLinks.userId, userId));
  return row?.linkGroup;
}

/**
 * POST /xms/v1/linked-user-details (F§7): the caller's links; with a `userId`, the links of
 * an account the caller manages (404 otherwise, as the people endpoints answer).
 */
export const linkedUserDetails = forUser(
  endpoints.linkedUserDetails,
  async ({ userId }, { ctx, subject }) => {
    if (userId === undefined || userId === subject.userId) return linksOf(ctx.db, subject.userId);
    if (!(await managedRows(ctx, subject, [userId]))) return refuse("404", 404);
    return linksOf(ctx.db, userId);
  },
);

/**
 * POST /xms/v1/people/link: `userId` joins the link group of `linkedTo` (made when it has
 * none), when the caller manages both; audited. Answers `userId`'s links.
 */
export const peopleLink = forUser(
  endpoints.peopleLink,
  async ({ userId, linkedTo }, { ctx, subject }) => {
    const managesBoth = (await managedRows(ctx, subject, [userId, linkedTo])) !== undefined;
    return ctx.db.transaction(async (tx) => {
      const groups = {
        of: await linkGroupOf(tx, userId),
        ofLinkedTo: await linkGroupOf(tx, linkedTo),
      };
      const refusal = linkRefusal(userId, linkedTo, managesBoth, groups);
      if (refusal === "not-managed") return refuse("404", 404);
      if (refusal === "same-account") {
        return refuse("WF100", 400, LINKED_ACCOUNT_MESSAGES.sameAccount);
      }
      if (refusal === "already-linked") {
        return refuse("WF100", 400, LINKED_ACCOUNT_MESSAGES.alreadyLinked);
      }
      if (groups.of === undefined) {
        const linkGroup = groups.ofLinkedTo ?? linkedTo;
        await tx.insert(accountLinks).values({ userId: linkedTo, linkGroup }).onConflictDoNothing();
        await tx.insert(accountLinks).values({ userId, linkGroup });
        await audit(tx, {
          by: subject,
          action: "user.link",
          subject: userId,
          at: ctx.config.now(),
          after: { linkedTo },
        });
      }
      return linksOf(tx, userId);
    });
  },
);

/**
 * POST /xms/v1/people/unlink: the account leaves its link group, and a group left with one
 * account ends (one account is not linked to anything); audited. Answers its links (none).
 */
export const peopleUnlink = forUser(
  endpoints.peopleUnlink,
  async ({ userId }, { ctx, subject }) => {
    if (!(await managedRows(ctx, subject, [userId]))) return refuse("404", 404);
    return ctx.db.transaction(async (tx) => {
      const linkGroup = await linkGroupOf(tx, userId);
      if (linkGroup === undefined) return linksOf(tx, userId);
      await tx.delete(accountLinks).where(eq(accountLinks.userId, userId));
      const [left] = await tx
        .select({ members: count() })
        .from(accountLinks)
        .where(eq(accountLinks.linkGroup, linkGroup));
      if ((left?.members ?? 0) < 2) {
        await tx.delete(accountLinks).where(eq(accountLinks.linkGroup, linkGroup));
      }
      await audit(tx, {
        by: subject,
        action: "user.unlink",
        subject: userId,
        at: ctx.config.now(),
        before: { linkGroup },
      });
      return linksOf(tx, userId);
    });
  },
);

/**
 * POST /xms/v1/toggle-linked-user (F§7): a new session for the linked account, answered like
 * a login, and the caller's session ends, so the old token stops working. An account that is
 * not linked is a 404 (a 403 would end the caller's session, F§4), an inactive one 802.
 */
export const toggleLinkedUser = forUser(
  endpoints.toggleLinkedUser,
  async ({ userId }, { ctx, subject, session, request }) => {
    const linked = await linkedAccountsOf(ctx.db, subject.userId);
    const states = linked.map((user) => ({
      userId: user.id,
      status: user.status as "ACTIVE" | "INACTIVE",
    }));
    const refusal = linkedSwitchRefusal(states, subject.userId, userId);
    if (refusal === "not-linked") return refuse("404", 404);
    if (refusal === "inactive") return refuse("802", 422);
    const target = linked.find((user) => user.id === userId) as UserRow;
    // A linked account of another brand signs in only on its own host (decision 0078).
    const started = await startSession(ctx, target, request);
    if (!(started instanceof Reply)) return started;
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
