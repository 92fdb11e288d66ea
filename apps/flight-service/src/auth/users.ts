import { eq, or } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";

/** Emails are stored lower-case; mobiles as digits. A user name is either. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByUsername(db: Pick<Database, "select">, username: string) {
  const key = normaliseUsername(username);
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.mobile, key)))
    .limit(1);
  return user;
}
