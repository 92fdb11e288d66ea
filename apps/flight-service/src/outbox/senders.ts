import type { OutboxChannel } from "./outbox";

/** An outbox message as the delivery worker hands it to a sender. */
export interface Deliverable {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
}

/**
 * Sends one message, or throws and the message waits for its next attempt. A mail server
 * (./smtp-sender.ts) or an SMS gateway plugs in here.
 */
export interface MessageSender {
  send(message: Deliverable): Promise<void>;
  /** Lets go of connections when the service closes. */
  close?(): void;
}

/** The last two digits of a mobile (or characters of an address) and the rest hidden. */
const masked = (recipient: string) =>
  `${"*".repeat(Math.max(recipient.length - 2, 0))}${recipient.slice(-2)}`;

/**
 * The SMS sender until a gateway is plugged in: one log line per message, never its text
 * (OTPs must not reach the logs); the dev outbox shows the text.
 */
export const loggingSmsSender: MessageSender = {
  async send({ id, recipient }) {
    console.log(`[outbox] SMS ${id} to ${masked(recipient)} logged: no SMS gateway is plugged in`);
  },
};
