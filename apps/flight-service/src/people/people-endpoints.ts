import {
  type AuditAction,
  endpoints,
  managedScope,
  mayGrant,
  mayManage,
  PEOPLE_MESSAGES,
  PEOPLE_PAGE_SIZE,
  type PeopleManager,
  type PeopleSort,
  type TokenSubject,
} from "@wayfare/domain";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import { endSessionsOf } from "../auth/sessions";
import type { ServiceContext } from "../context";
import type { Transaction } from "../db/database";
import { type UserRow, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { resetLinkEmail } from "../outbox/templates/set-password";
import {
  accountOf,
  auditedStateOf,
  managing,
  personOf,
  scopeCondition,
  searchCondition,
} from "./people-scope";
import { sendSetPasswordLink } from "./set-password-link";

/**
 * Accounts and people (issue 22, decision 0070). Every call reads the caller's account as
 * it is now (`managing`) and answers 404 to anyone who manages nobody, or for an account they
 * do not manage (a 403 would end their session, F§4; a 404 says nothing of whether it exists).
 */
const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
} satisfies Record<PeopleSort, unknown>;

/** POST /xms/v1/people/list: the caller's accounts, searched, sorted, a page at a time. */
export const peopleList = forUser(endpoints.peopleList, async (request, { ctx, subject }) => {
  const manager = await managing(ctx, subject);
  const scope = manager && managedScope(manager);
  if (!scope) return refuse("404", 404);
  const where = and(scopeCondition(scope), searchCondition(request.query));
  const order = request.direction === "ascending" ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(order(SORT_COLUMNS[request.sort]), asc(users.id))
      .limit(PEOPLE_PAGE_SIZE)
      .offset(request.page * PEOPLE_PAGE_SIZE),
    ctx.db.select({ total: count() }).from(users).where(where),
  ]);
  return { people: rows.map(personOf), page: request.page, total: counted?.total ?? 0 };
});

/** The account when the manager manages it, locked for the change; else undefined. */
async function managedAccount(tx: Transaction, manager: PeopleManager, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row && mayManage(manager, accountOf(row)) ? row : undefined;
}

/** POST /xms/v1/people/account: one account the caller manages. */
export const peopleAccount = forUser(
  endpoints.peopleAccount,
  async ({ userId }, { ctx, subject }) => {
    const manager = await managing(ctx, subject);
    if (!manager) return refuse("404", 404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    return row && mayManage(manager, accountOf(row)) ? personOf(row) : refuse("404", 404);
  },
);

/** A change to a managed account, audited with before and after in its transaction. */
async function changeAccount(
  ctx: ServiceContext,
  subject: TokenSubject,
  userId: string,
  action: AuditAction,
  change: (tx: Transaction, row: UserRow, manager: PeopleManager) => Promise<UserRow | "refused">,
) {
  const manager = await managing(ctx, subject);
  if (!manager) return refuse("404", 404);
  return ctx.db.transaction(async (tx) => {
    const row = await managedAccount(tx, manager, userId);
    if (!row) return refuse("404", 404);
    const changed = await change(tx, row, manager);
    if (changed === "refused") return refuse("WF100", 400, PEOPLE_MESSAGES.roleNotYours);
    await audit(tx, {
      by: manager,
      action,
      subject: row.id,
      at: ctx.config.now(),
      before: auditedStateOf(row),
      after: auditedStateOf(changed),
    });
    return personOf(changed);
  });
}

async function updated(tx: Transaction, userId: string, set: Partial<UserRow>) {
  const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
  return row as UserRow;
}

/** POST /xms/v1/people/role: a role the caller may give (`mayGrant`); else 400. */
export const peopleRole = forUser(
  endpoints.peopleRole,
  async ({ userId, role }, { ctx, subject }) =>
    changeAccount(ctx, subject, userId, "user.role", async (tx, row, manager) => {
      if (!mayGrant(manager, accountOf(row), role)) return "refused";
      // A new role reaches the account's tokens when they are next issued: end its sessions.
      if (role !== row.role) await endSessionsOf(tx, row.id);
      return updated(tx, row.id, { role });
    }),
);

/**
 * POST /xms/v1/people/status: deactivate or reactivate. A deactivated account's sessions end
 * in the same transaction, and each request's session check reads the account's status, so
 * its tokens stop working at once (decision 0070).
 */
export const peopleStatus = forUser(
  endpoints.peopleStatus,
  async ({ userId, status }, { ctx, subject }) =>
    changeAccount(
      ctx,
      subject,
      userId,
      status === "INACTIVE" ? "user.deactivate" : "user.reactivate",
      async (tx, row) => {
        if (status === "INACTIVE") await endSessionsOf(tx, row.id);
        return updated(tx, row.id, { status });
      },
    ),
);

/** POST /xms/v1/people/reset-link: a reset link to the account's email; audited. */
export const peopleResetLink = forUser(
  endpoints.peopleResetLink,
  async ({ userId }, { ctx, subject }) => {
    const manager = await managing(ctx, subject);
    if (!manager) return refuse("404", 404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!row || !mayManage(manager, accountOf(row))) return refuse("404", 404);
    if (!(await sendSetPasswordLink(ctx, row, resetLinkEmail))) return refuse("416", 429);
    await audit(ctx.db, {
      by: manager,
      action: "user.reset-link",
      subject: row.id,
      at: ctx.config.now(),
      after: { email: row.email },
    });
    return personOf(row);
  },
);
