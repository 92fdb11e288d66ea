import { sql } from "drizzle-orm";
import type { Database } from "./database";

/**
 * Serialises transactions on one key (an account, a user name) until the transaction ends.
 * hashtext collisions only make two unrelated keys wait for each other.
 */
export async function lockKey(tx: Pick<Database, "execute">, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
