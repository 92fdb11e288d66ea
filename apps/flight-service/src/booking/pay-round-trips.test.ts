import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booked, distributorToken } from "../after-booking/after-booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";
import { statementsSentDuring } from "../testing/statements-sent";
import { payCall } from "./booking-testing";

let service: FlightService;
let token: string;
beforeAll(async () => {
  service = await serviceUnderTest();
  token = await distributorToken(service);
});
afterAll(() => service.close());

// A winner's pay was most of its round trips under contention (decision 0043, round 6). The
// feature toggles every answer carries are read at most once per 5 s per process (decision
// 0091), so whether this pay reads them depends on the clock: they are not counted.
describe.runIf(process.env.DATABASE_URL)("a pay's round trips to Postgres", () => {
  it("pays from the deposit in 15 statements of its own, no savepoint for the debit", async () => {
    const { booking } = await booked(service, token);
    const savepoints: string[] = [];
    const [paid, sent] = await statementsSentDuring(
      () =>
        payCall(service, token, {
          bookingId: booking.bookingId,
          wallet: "DEPOSIT",
          amount: booking.total,
        }),
      (text) => {
        if (/savepoint/i.test(text)) savepoints.push(text);
        return !text.includes('"feature_toggles"');
      },
    );
    expect(paid.body.status.success).toBe(true);
    expect(savepoints).toEqual([]);
    expect(sent).toBe(15);
  });
});
