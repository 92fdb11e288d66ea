import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../db/database";
import { customerJourneyShares } from "../db/schema";

/** 32 random bytes: a link nobody guesses (decision 0072). */
export const newJourneyToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token: its SHA-256, so the table alone opens no page. */
export const journeyTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The live (not revoked) share a token opens, if any. */
export async function liveShare(db: Pick<Database | Transaction, "select">, token: string) {
  const [share] = await db
    .select()
    .from(customerJourneyShares)
    .where(
      and(
        eq(customerJourneyShares.tokenHash, journeyTokenHash(token)),
        isNull(customerJourneyShares.revokedAt),
      ),
    );
  return share;
}
