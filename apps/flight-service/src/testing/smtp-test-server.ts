import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { SmtpSettings } from "../outbox/smtp-sender";

export const TEST_MAIL_FROM = "Wayfare <tickets@wayfare.test>";
const USER = "wayfare";
const PASS = "smtp-test-password";

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it accepts, parsed. It asks for a
 * login (plain text: no TLS on loopback), and can be stopped and started again on its port.
 */
export interface TestSmtpServer {
  /** What the service needs to send to it. */
  settings: SmtpSettings;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` mails in all have arrived. */
  waitFor(count: number): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const arrived = (mail: ParsedMail) => {
    received.push(mail);
    for (const waiter of waiters.filter(({ count }) => received.length >= count)) {
      waiter.resolve();
    }
  };
  const newServer = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth({ username, password }, _session, callback) {
        if (username === USER && password === PASS) return callback(null, { user: username });
        callback(new Error("Invalid username or password"));
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            arrived(mail);
            callback();
          },
          (error) => callback(error),
        );
      },
    });
  let server = newServer();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () =>
        resolve((server.server.address() as AddressInfo).port),
      );
    });
  const port = await listen(0);
  return {
    settings: { host: "127.0.0.1", port, user: USER, pass: PASS, from: TEST_MAIL_FROM },
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer();
      await listen(port);
    },
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}
