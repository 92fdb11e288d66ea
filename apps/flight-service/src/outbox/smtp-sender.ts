import { createTransport } from "nodemailer";
import type { MessageSender } from "./senders";

/** An SMTP server: a connection URL, or host and port with optional credentials. */
export interface SmtpSettings {
  /** `smtp://user:pass@host:587`, or `smtps://…` for TLS from the first byte. */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  /** The From header, e.g. `Wayfare <tickets@example.com>`. */
  from: string;
}

/** A stalled server fails the attempt (it is retried) rather than holding the worker. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const SMTPS_PORT = 465;

function connection({ url, host, port, user, pass }: SmtpSettings) {
  if (url) return { url };
  const auth = user ? { user, pass: pass ?? "" } : undefined;
  return { host, port, secure: port === SMTPS_PORT, auth };
}

/** Emails over SMTP with nodemailer: the text part, and the HTML part when the message has one. */
export function smtpSender(settings: SmtpSettings): MessageSender {
  const transport = createTransport({ ...connection(settings), ...TIMEOUTS });
  const domain = settings.from.match(/@([^>\s]+)/)?.[1] ?? "wayfare.invalid";
  return {
    async send({ id, recipient, subject, body, html }) {
      await transport.sendMail({
        from: settings.from,
        to: recipient,
        subject: subject ?? "",
        text: body,
        html: html ?? undefined,
        // The same for every attempt: a copy sent again after a crash reads as the same mail.
        messageId: `<outbox-${id}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}
