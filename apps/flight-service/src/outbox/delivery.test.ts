import { SEND_TICKET_PATH } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributorToken, paidBooking } from "../after-booking/after-booking-testing";
import { CONTACT } from "../booking/booking-testing";
import { furnitureCall } from "../furniture/furniture-testing";
import type { FlightServiceOptions, InProcessFlightService } from "../index";
import { outboxFor, registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { startSmtpServer, type TestSmtpServer } from "../testing/smtp-test-server";
import type { Deliverable } from "./senders";

/** The service's clock: real time plus what the test has moved it on (retries come due). */
function movableClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
  };
}

/** An SMS gateway's stand-in: keeps what it is given. */
function recordingSms() {
  const sent: Deliverable[] = [];
  return {
    sent,
    async send(message: Deliverable) {
      sent.push(message);
    },
  };
}

const NOTHING = { sent: 0, failed: 0, dead: 0 };

let smtp: TestSmtpServer;
const clock = movableClock();
const sms = recordingSms();
const services: InProcessFlightService[] = [];

async function service(options: FlightServiceOptions = {}) {
  const started = await serviceUnderTest({
    now: clock.now,
    ...options,
    delivery: { smtp: smtp.settings, sms, intervalMs: 0, ...options.delivery },
  });
  services.push(started);
  return started;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await Promise.all(services.map((started) => started.close()));
  await smtp.stop();
});

/** A fresh user's password-reset OTP: one email and one SMS in the outbox. */
async function forgotPassword(on: InProcessFlightService) {
  const user = await registerFreshUser(on);
  const response = await on.fetch(backendCall({ apiName: "forget", userName: user.email }));
  expect(response.status).toBe(200);
  return user;
}

const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === address);

describe("outbox delivery over SMTP", () => {
  it("sends a ticket by email with its text part and an HTML part", async () => {
    const on = await service();
    const token = await distributorToken(on);
    const { booking } = await paidBooking(on, token);
    const data = { bookingId: booking.bookingId, channel: "EMAIL" };
    await furnitureCall(on, SEND_TICKET_PATH, { data, token });

    expect(await on.deliverOutbox()).toEqual({ sent: 1, failed: 0, dead: 0 });
    const [queued] = await outboxFor(on, CONTACT.email);
    const [mail] = mailsTo(CONTACT.email).filter((m) => m.subject === queued?.subject);
    expect(mail?.from?.value).toEqual([{ name: "Wayfare", address: "tickets@wayfare.test" }]);
    expect(mail?.subject).toBe(`Wayfare e-ticket, booking ${booking.bookingId}`);
    expect(mail?.text?.trim()).toBe(queued?.body);
    expect(mail?.html).toContain(`<h1 style="font-size: 20px">Booking ${booking.bookingId}</h1>`);
    expect(mail?.html).toContain("<li>Mr Asha Sharma (ADULT): ");
    expect(mail?.html).toMatch(/<strong>Total paid ₹[\d,.]+<\/strong>/);
    expect(mail?.messageId).toMatch(/^<outbox-\d+@wayfare\.test>$/);
    expect(await on.deliverOutbox()).toEqual(NOTHING);
  });

  it("keeps messages while the SMTP server is down and delivers each once when it is back", async () => {
    const on = await service();
    await smtp.stop();
    try {
      const users = [await forgotPassword(on), await forgotPassword(on)];
      // The SMS leave by their own sender; the emails fail and wait 30 s for their next try.
      expect(await on.deliverOutbox()).toEqual({ sent: 2, failed: 2, dead: 0 });
      expect(await on.deliverOutbox()).toEqual(NOTHING);
      await smtp.start();
      clock.advance(20);
      expect(await on.deliverOutbox()).toEqual(NOTHING);
      clock.advance(15);
      expect(await on.deliverOutbox()).toEqual({ sent: 2, failed: 0, dead: 0 });
      clock.advance(24 * 60 * 60);
      expect(await on.deliverOutbox()).toEqual(NOTHING);
      for (const user of users) {
        const [mail] = mailsTo(user.email);
        expect(mailsTo(user.email)).toHaveLength(1);
        expect(mail?.text).toMatch(/^\d{6} is your Wayfare OTP\. It expires in 10 minutes\./);
        expect(sms.sent.filter((message) => message.recipient === user.mobile)).toHaveLength(1);
      }
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });

  it("gives up after the last attempt and keeps the message", async () => {
    const down = await startSmtpServer();
    await down.stop();
    const retry = { firstRetrySeconds: 10, maxRetrySeconds: 15, maxAttempts: 3, leaseSeconds: 60 };
    const on = await service({ delivery: { smtp: down.settings, retry } });
    const user = await forgotPassword(on);
    expect(await on.deliverOutbox()).toEqual({ sent: 1, failed: 1, dead: 0 });
    clock.advance(10);
    expect(await on.deliverOutbox()).toEqual({ sent: 0, failed: 1, dead: 0 });
    clock.advance(15);
    expect(await on.deliverOutbox()).toEqual({ sent: 0, failed: 0, dead: 1 });
    clock.advance(24 * 60 * 60);
    expect(await on.deliverOutbox()).toEqual(NOTHING);
    expect(await outboxFor(on, user.email)).toMatchObject([{ channel: "EMAIL" }]);
  });

  it("delivers each message once when two deliveries run at once (two services on Postgres)", async () => {
    const database = await testDatabase();
    const first = await service({ database });
    // PGlite in memory is one process's: there the two runs share one service.
    const second = "url" in database ? await service({ database }) : first;
    const users = [];
    for (let n = 0; n < 11; n++) users.push(await forgotPassword(n % 2 ? first : second));

    const runs = await Promise.all([first.deliverOutbox(), second.deliverOutbox()]);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(22);
    expect(runs.every((run) => run.failed === 0 && run.dead === 0)).toBe(true);
    for (const user of users) {
      expect(mailsTo(user.email)).toHaveLength(1);
      expect(sms.sent.filter((message) => message.recipient === user.mobile)).toHaveLength(1);
    }
  });

  it("runs with the service on an interval, and stops when the service closes", async () => {
    const on = await serviceUnderTest({ delivery: { smtp: smtp.settings, sms, intervalMs: 20 } });
    const before = smtp.received.length;
    const user = await forgotPassword(on);
    await smtp.waitFor(before + 1);
    await on.close();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("without SMTP leaves emails in the outbox for the dev outbox", async () => {
    const on = await serviceUnderTest({ delivery: { sms, intervalMs: 0 } });
    services.push(on);
    const user = await forgotPassword(on);
    expect(await on.deliverOutbox()).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(await outboxFor(on, user.email)).toMatchObject([{ channel: "EMAIL" }]);
    expect(mailsTo(user.email)).toEqual([]);
  });
});
