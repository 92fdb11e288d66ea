import { addSeconds } from "date-fns";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";
import type { OutboxChannel } from "./outbox";
import { DEFAULT_RETRY, type RetryPolicy, retryDelaySeconds } from "./retry";
import type { Deliverable, MessageSender } from "./senders";

/** Statuses of messages still to be sent (SENDING: claimed, due again once its lease ends). */
const UNSENT = ["PENDING", "SENDING", "FAILED"];
const BATCH = 20;
const MAX_ERROR_LENGTH = 500;

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Failed for the last time: DEAD. */
  dead: number;
}

export type Senders = Partial<Record<OutboxChannel, MessageSender>>;

type Claimed = Deliverable & { attempts: number };

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Sends the outbox's due messages through the channels' senders (a channel without one
 * keeps its messages waiting). Any number of these may run at once, in this process or
 * others on the same database: each message is claimed by one of them.
 */
export function outboxDelivery(
  db: Database,
  senders: Senders,
  now: () => Date,
  retry: RetryPolicy = DEFAULT_RETRY,
) {
  const channels = Object.keys(senders) as OutboxChannel[];

  /**
   * Due messages, claimed: SENDING with the lease's end as their next attempt, in one
   * statement that skips rows another claim has locked, so no two claims share a message.
   */
  async function claim(): Promise<Claimed[]> {
    const at = now();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, UNSENT),
          inArray(outboxMessages.channel, channels),
          lte(outboxMessages.nextAttemptAt, at),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(outboxMessages)
      .set({
        status: "SENDING",
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: addSeconds(at, retry.leaseSeconds),
      })
      .where(inArray(outboxMessages.id, due))
      .returning({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        html: outboxMessages.html,
        attempts: outboxMessages.attempts,
      });
    return claimed as Claimed[];
  }

  async function sent(message: Claimed) {
    await db
      .update(outboxMessages)
      .set({ status: "SENT", sentAt: now(), lastError: null })
      .where(eq(outboxMessages.id, message.id));
  }

  /** FAILED with the next attempt backed off, or DEAD after the last; only if still ours. */
  async function failed(message: Claimed, error: unknown): Promise<"failed" | "dead"> {
    const dead = message.attempts >= retry.maxAttempts;
    const delay = retryDelaySeconds(message.attempts, retry);
    await db
      .update(outboxMessages)
      .set(
        dead
          ? { status: "DEAD", lastError: errorText(error) }
          : {
              status: "FAILED",
              lastError: errorText(error),
              nextAttemptAt: addSeconds(now(), delay),
            },
      )
      .where(
        and(
          eq(outboxMessages.id, message.id),
          eq(outboxMessages.status, "SENDING"),
          eq(outboxMessages.attempts, message.attempts),
        ),
      );
    return dead ? "dead" : "failed";
  }

  async function deliver(message: Claimed): Promise<keyof DeliveryReport> {
    const sender = senders[message.channel];
    try {
      if (!sender) throw new Error(`no sender for ${message.channel}`);
      await sender.send(message);
    } catch (error) {
      return failed(message, error);
    }
    await sent(message);
    return "sent";
  }

  /** Sends every message due now, a batch at a time, each once. */
  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0, dead: 0 };
    if (channels.length === 0) return report;
    for (;;) {
      const batch = await claim();
      for (const message of batch) report[await deliver(message)] += 1;
      if (batch.length < BATCH) return report;
    }
  }

  function close() {
    for (const sender of Object.values(senders)) sender?.close?.();
  }

  return { deliverDue, close };
}

export type OutboxDelivery = ReturnType<typeof outboxDelivery>;
