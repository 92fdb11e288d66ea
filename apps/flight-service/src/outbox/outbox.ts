import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";

export type OutboxChannel = "EMAIL" | "SMS";

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  /** The text: an SMS, or an email's plain-text part. */
  body: string;
  /** An email's HTML part (src/outbox/templates). */
  html?: string;
}

type Writer = Pick<Database, "insert">;

/**
 * Queues messages in the caller's transaction: they leave only if it commits, and the
 * delivery worker (./delivery.ts) sends them from the table.
 */
export async function sendToOutbox(db: Writer, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outboxMessages).values(messages);
}

export const OUTBOX_READ_LIMIT = 50;

/** The newest messages first, for one recipient when given. */
export function readOutbox(db: Database, recipient?: string) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(OUTBOX_READ_LIMIT);
}
