import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { signingKeys } from "../db/schema";

const KEY_ID = "token-hs256";

/**
 * The token signing secret: TOKEN_SECRET when given; otherwise one generated on first
 * start and kept in the database, so every instance and every restart agrees and no
 * secret ever sits in the repository.
 */
export async function loadSigningSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(signingKeys)
    .values({ id: KEY_ID, secret: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.id, KEY_ID));
  if (!row) throw new Error("signing key could not be stored");
  return row.secret;
}
