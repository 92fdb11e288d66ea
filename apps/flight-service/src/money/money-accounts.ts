import {
  type MoneyAccount,
  mayManageMoney,
  mayManageMoneyOf,
  type PeopleManager,
  type Role,
  type TokenSubject,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import type { Database } from "../db/database";
import { type UserRow, users } from "../db/schema";
import { userDues } from "../furniture/user-dues";
import { accountOf, managerOf } from "../people/people-scope";

type Reader = Pick<Database, "select">;

/** The caller, from its account as it is now, when it looks after anyone's money. */
export async function moneyManager(
  ctx: ServiceContext,
  subject: TokenSubject,
): Promise<PeopleManager | undefined> {
  const manager = await managerOf(ctx.db, subject.userId);
  return manager && mayManageMoney(manager.role) ? manager : undefined;
}

/** The account when the manager looks after its money; else undefined. */
export async function moneyAccountRow(db: Reader, manager: PeopleManager, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row && mayManageMoneyOf(manager, accountOf(row)) ? row : undefined;
}

/** An account with its deposit, credit limit and dues, as `user-due-info` works them out. */
export async function moneyAccountOf(db: Reader, row: UserRow, now: Date): Promise<MoneyAccount> {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    partnerId: row.partnerId,
    dues: await userDues(db, row.id, now),
  };
}
