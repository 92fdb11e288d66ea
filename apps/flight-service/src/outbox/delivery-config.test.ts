import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_INTERVAL_MS, deliveryFromEnvironment } from "./delivery-config";
import { DEFAULT_RETRY, retryDelaySeconds } from "./retry";

describe("delivery from the environment", () => {
  it("sends no email without SMTP_URL or SMTP_HOST, and looks every 5 s", () => {
    expect(deliveryFromEnvironment({})).toEqual({
      smtp: undefined,
      intervalMs: DEFAULT_DELIVERY_INTERVAL_MS,
    });
  });

  it("reads an SMTP server from its parts or a URL, with MAIL_FROM", () => {
    const env = { SMTP_HOST: "mail.test", SMTP_USER: "u", SMTP_PASS: " p ", MAIL_FROM: "a@b.test" };
    expect(deliveryFromEnvironment(env).smtp).toEqual({
      host: "mail.test",
      port: 587,
      user: "u",
      pass: " p ",
      from: "a@b.test",
    });
    const url = {
      SMTP_URL: "smtps://u:p@mail.test",
      MAIL_FROM: "a@b.test",
      OUTBOX_INTERVAL_MS: "0",
    };
    expect(deliveryFromEnvironment(url)).toMatchObject({
      smtp: { url: "smtps://u:p@mail.test", from: "a@b.test" },
      intervalMs: 0,
    });
  });

  it("refuses SMTP without MAIL_FROM, a bad port and a bad interval", () => {
    expect(() => deliveryFromEnvironment({ SMTP_HOST: "mail.test" })).toThrow(/MAIL_FROM/);
    const from = { SMTP_HOST: "mail.test", MAIL_FROM: "a@b.test" };
    expect(() => deliveryFromEnvironment({ ...from, SMTP_PORT: "smtp" })).toThrow(/SMTP_PORT/);
    expect(() => deliveryFromEnvironment({ OUTBOX_INTERVAL_MS: "-1" })).toThrow(/OUTBOX_/);
  });
});

describe("retry back-off", () => {
  it("doubles from 30 s up to an hour", () => {
    const delays = [1, 2, 3, 7, 8, 19].map((attempts) =>
      retryDelaySeconds(attempts, DEFAULT_RETRY),
    );
    expect(delays).toEqual([30, 60, 120, 1920, 3600, 3600]);
  });
});
