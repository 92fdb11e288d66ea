import { sql } from "drizzle-orm";
import type { Database } from "./database";
import { userNumbers } from "./schema";

/** The next user number (U… and a new agency's P…), from the users' sequence. */
export async function nextUserNumber(db: Database): Promise<string> {
  const result = (await db.execute(
    sql`select nextval(${userNumbers.seqName})::text as number`,
  )) as {
    rows: { number: string }[];
  };
  return result.rows[0]?.number ?? "";
}
