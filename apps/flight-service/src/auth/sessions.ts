import { randomUUID } from "node:crypto";
import type { TokenSubjectInput } from "@wayfare/domain";
import { eq, lte, sql } from "drizzle-orm";
import { isVisitorSubject } from "../api/default-token";
import type { Database } from "../db/database";
import { GroupedReads } from "../db/grouped-reads";
import { sessions, users } from "../db/schema";
import { sqlTimestamp } from "../db/sql-timestamp";
import type { TokenSigner, VerifiedClaims } from "./tokens";

/** A live session, as the token that named it said. */
export type Session = VerifiedClaims;

/** A session's tokens move to a new generation at most this often (decision 0036). */
export const NEW_GENERATION_AFTER_MS = 10 * 60_000;
/** How long the previous generation's tokens are still taken after a new one began. */
export const PREVIOUS_GENERATION_GRACE_MS = 60_000;
/** A token younger than this is not replaced by an answer (decision 0049). */
export const RENEW_AFTER_MS = 60_000;

export interface Sessions {
  /**
   * A new session for the subject, and its first token, for the hosts of `whiteLabel` (the
   * request's white-label key; null: the base brand's).
   */
  start(subject: TokenSubjectInput, whiteLabel: string | null): Promise<string>;
  /**
   * The session a token names while it is live: its row is there, its account (if it is not
   * a visitor's) is active, and the token is of the current generation or of the one before
   * within the grace. A token older than that ends its session: it was copied, or its holder
   * missed a rotation. A session is read only on the brand's hosts it started on: `whiteLabel`
   * is the request's white-label key (decision 0078).
   */
  read(token: string, whiteLabel: string | null): Promise<Session | null>;
  /**
   * The token an authenticated answer carries: of a new generation when the current one is
   * older than NEW_GENERATION_AFTER_MS, else of the current one, with a new expiry either way.
   */
  rotate(session: Session, subject?: TokenSubjectInput): Promise<string>;
  /**
   * The token an authenticated answer carries, rotated, once the caller's is a minute old;
   * undefined before that: the caller keeps the one it has (decision 0049).
   */
  renew(session: Session): Promise<string | undefined>;
}

/** The answer's `authorization` header when the session's token is renewed, else none. */
export async function renewalHeaders(
  sessions: Sessions,
  session: Session,
): Promise<Record<string, string>> {
  const authorization = await sessions.renew(session);
  return authorization ? { authorization } : {};
}

export async function endSession(db: Pick<Database, "delete">, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of an account ends (password reset). */
export async function endSessionsOf(db: Pick<Database, "delete">, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function createSessions(
  db: Database,
  signer: TokenSigner,
  ttlSeconds: number,
  now: () => Date,
): Sessions {
  const expiry = (from: Date) => new Date(from.getTime() + ttlSeconds * 1000);
  // Every authenticated request reads it: built once, parsed once per connection, and the
  // sessions asked while one read runs are read together (GroupedReads, decision 0043).
  const sessionRows = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      generation: sessions.generation,
      rotatedAt: sessions.rotatedAt,
      whiteLabel: sessions.whiteLabel,
      status: users.status,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${sql.placeholder("ids")}::text[])`)
    .prepare("sessions_read");
  const sessionRow = new GroupedReads(
    async (ids: string[]) => {
      const rows = await sessionRows.execute({ ids: [...new Set(ids)] });
      return new Map(rows.map((row) => [row.id, row]));
    },
    (id) => id,
  );
  const live: Sessions = {
    async start(subject, whiteLabel) {
      const issuedAt = now();
      await db.delete(sessions).where(lte(sessions.expiresAt, issuedAt));
      const session = { subject, sessionId: randomUUID(), generation: 1 };
      await db.insert(sessions).values({
        id: session.sessionId,
        userId: subject.userId,
        generation: session.generation,
        whiteLabel,
        rotatedAt: issuedAt,
        expiresAt: expiry(issuedAt),
      });
      return signer.sign(session, issuedAt, expiry(issuedAt));
    },

    async read(token, whiteLabel) {
      const at = now();
      const claims = await signer.verify(token, at);
      if (!claims) return null;
      const row = await sessionRow.read(claims.sessionId);
      if (!row || row.userId !== claims.subject.userId) return null;
      if (row.whiteLabel !== whiteLabel) return null;
      const active =
        row.status === "ACTIVE" || (row.status === null && isVisitorSubject(claims.subject));
      if (!active) return null;
      const current = claims.generation === row.generation;
      const withinGrace =
        claims.generation === row.generation - 1 &&
        at.getTime() - row.rotatedAt.getTime() <= PREVIOUS_GENERATION_GRACE_MS;
      if (current || withinGrace) return claims;
      await endSession(db, claims.sessionId);
      return null;
    },

    async rotate(session, subject = session.subject) {
      const issuedAt = now();
      const due = sql`${sessions.rotatedAt} <= ${sqlTimestamp(new Date(issuedAt.getTime() - NEW_GENERATION_AFTER_MS))}`;
      const [row] = await db
        .update(sessions)
        .set({
          generation: sql`case when ${due} then ${sessions.generation} + 1 else ${sessions.generation} end`,
          rotatedAt: sql`case when ${due} then ${sqlTimestamp(issuedAt)} else ${sessions.rotatedAt} end`,
          expiresAt: expiry(issuedAt),
        })
        .where(eq(sessions.id, session.sessionId))
        .returning({ generation: sessions.generation });
      // A session ended meanwhile keeps the caller's generation: its token is refused anyway.
      const generation = row?.generation ?? session.generation;
      return signer.sign({ ...session, subject, generation }, issuedAt, expiry(issuedAt));
    },

    async renew(session) {
      const age = now().getTime() - session.issuedAt.getTime();
      return age < RENEW_AFTER_MS ? undefined : live.rotate(session);
    },
  };
  return live;
}
