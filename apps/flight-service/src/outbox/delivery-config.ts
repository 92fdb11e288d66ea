import type { RetryPolicy } from "./retry";
import type { MessageSender } from "./senders";
import type { SmtpSettings } from "./smtp-sender";

export interface DeliveryOptions {
  /** Where emails go; without it they wait in the outbox, where the dev outbox shows them. */
  smtp?: SmtpSettings;
  /** Where SMS go: an SMS gateway's sender; the logging sender (./senders.ts) by default. */
  sms?: MessageSender;
  /** How often the worker looks for due messages; 0: only when asked (`deliverOutbox`). */
  intervalMs?: number;
  retry?: RetryPolicy;
}

export const DEFAULT_DELIVERY_INTERVAL_MS = 5_000;

type Environment = Record<string, string | undefined>;

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function smtpFromEnvironment(env: Environment): SmtpSettings | undefined {
  const url = trimmed(env.SMTP_URL);
  const host = trimmed(env.SMTP_HOST);
  if (!url && !host) return undefined;
  const from = trimmed(env.MAIL_FROM);
  if (!from) throw new Error("MAIL_FROM must be set when SMTP_URL or SMTP_HOST is");
  const port = Number(trimmed(env.SMTP_PORT) ?? 587);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`SMTP_PORT must be a port number, not '${env.SMTP_PORT}'`);
  }
  return { url, host, port, user: trimmed(env.SMTP_USER), pass: env.SMTP_PASS, from };
}

function intervalFromEnvironment(env: Environment): number {
  const value = trimmed(env.OUTBOX_INTERVAL_MS);
  if (value === undefined) return DEFAULT_DELIVERY_INTERVAL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(`OUTBOX_INTERVAL_MS must be a whole number of milliseconds, not '${value}'`);
  }
  return ms;
}

/** SMTP_URL or SMTP_HOST (SMTP_PORT, SMTP_USER, SMTP_PASS) with MAIL_FROM; OUTBOX_INTERVAL_MS. */
export function deliveryFromEnvironment(env: Environment): DeliveryOptions {
  return { smtp: smtpFromEnvironment(env), intervalMs: intervalFromEnvironment(env) };
}
