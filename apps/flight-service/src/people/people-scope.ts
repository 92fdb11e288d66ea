import {
  type ManagedAccount,
  type ManagedScope,
  mayManagePeople,
  type PeopleManager,
  type Person,
  type Role,
  type TokenSubject,
} from "@wayfare/domain";
import { and, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Database } from "../db/database";
import { type UserRow, users } from "../db/schema";

/** The domain's managed scope as a condition on users (the list reads with it). */
export function scopeCondition(scope: ManagedScope): SQL | undefined {
  return and(
    ne(users.id, scope.notUserId),
    scope.partnerId === undefined ? undefined : eq(users.partnerId, scope.partnerId),
    scope.parentPartnerId === undefined
      ? undefined
      : eq(users.parentPartnerId, scope.parentPartnerId),
    scope.salesUserId === undefined ? undefined : eq(users.salesUserId, scope.salesUserId),
    scope.roles === undefined ? undefined : inArray(users.role, [...scope.roles]),
  );
}

/** Accounts whose name, email, mobile or user id holds the query (none: every account). */
export function searchCondition(query: string) {
  if (!query) return undefined;
  const like = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    ilike(users.name, like),
    ilike(users.email, like),
    ilike(users.mobile, like),
    ilike(users.id, like),
  );
}

export async function managing(ctx: ServiceContext, subject: TokenSubject) {
  const manager = await managerOf(ctx.db, subject.userId);
  return manager && mayManagePeople(manager.role) ? manager : undefined;
}

/**
 * The caller as a manager, from its account as it is now (not as its token says): a role
 * changed or an account moved since the token was issued counts at once.
 */
export async function managerOf(
  db: Pick<Database, "select">,
  userId: string,
): Promise<PeopleManager | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ? { userId: row.id, role: row.role as Role, partnerId: row.partnerId } : undefined;
}

export function accountOf(row: UserRow): ManagedAccount {
  return {
    userId: row.id,
    role: row.role,
    partnerId: row.partnerId,
    parentPartnerId: row.parentPartnerId,
    salesUserId: row.salesUserId,
  };
}

export function personOf(row: UserRow): Person {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role as Role,
    partnerId: row.partnerId,
    status: row.status as Person["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account before and after a change. */
export const auditedStateOf = (row: UserRow) => ({ role: row.role, status: row.status });
