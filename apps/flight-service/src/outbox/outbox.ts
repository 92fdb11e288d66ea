import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";

export type OutboxChannel = "EMAIL" | "SMS";

export interface OutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string;
  body: string;
}

type Writer = Pick<Database, "insert">;

/** Queues messages for delivery. No network: a developer reads them from the table. */
export async function sendToOutbox(db: Writer, messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outboxMessages).values(messages);
}

export const OUTBOX_READ_LIMIT = 50;

/** The newest messages first, for one recipient when given. */
export function readOutbox(db: Database, recipient?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(OUTBOX_READ_LIMIT);
}
