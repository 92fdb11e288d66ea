import { type Endpoint, endpoints } from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAgentLogin, paidBooking, stoppableClock } from "../after-booking/after-booking-testing";
import type { FlightService } from "../index";
import { serviceUnderTest } from "../testing/service-under-test";

const clock = stoppableClock();
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ devEndpoints: true, now: clock.now });
});
afterAll(() => service.close());

async function call(endpoint: Endpoint, data: Record<string, unknown>, token: string) {
  const response = await service.fetch(
    new Request(`http://service.test${endpoint.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const history = (token: string, page = 1) => call(endpoints.userNotifications, { page }, token);
const menubar = async (token: string) =>
  (await call(endpoints.menubar, { isB2C: false }, token)).body.payload.notifications;

describe("a user's notifications history (J§2)", () => {
  it("records a confirmed booking, unread, counted in the menubar, until marked read", async () => {
    const token = await (await newAgentLogin(service))();
    const { booking } = await paidBooking(service, token);
    const { body } = await history(token);
    expect(body.payload).toMatchObject({ unreadCount: 1, page: 1, pageCount: 1 });
    const [confirmed] = body.payload.notifications;
    expect(confirmed).toMatchObject({
      kind: "BOOKING_CONFIRMED",
      text: `Booking ${booking.bookingId} is confirmed`,
      href: `/flight/confirmation?bookingId=${booking.bookingId}`,
      read: false,
    });
    expect(Date.parse(confirmed.receivedOn)).not.toBeNaN();
    expect((await menubar(token)).unreadCount).toBe(1);

    const marked = await call(endpoints.markNotificationsRead, { ids: [confirmed.id] }, token);
    expect(marked.body.payload).toEqual({ unreadCount: 0 });
    expect((await history(token)).body.payload.notifications[0].read).toBe(true);
  });

  it("shows each user only their own, and marks only their own read", async () => {
    const owner = await (await newAgentLogin(service))();
    const stranger = await (await newAgentLogin(service))();
    await paidBooking(service, owner);
    const [mine] = (await history(owner)).body.payload.notifications;
    expect((await history(stranger)).body.payload.notifications).toEqual([]);
    await call(endpoints.markNotificationsRead, { ids: [mine.id] }, stranger);
    await call(endpoints.markNotificationsRead, { all: true }, stranger);
    expect((await history(owner)).body.payload.unreadCount).toBe(1);
  });

  it("pages newest first, 10 a page, and marks all read at once", async () => {
    const token = await (await newAgentLogin(service))();
    const ids: string[] = [];
    for (let n = 0; n < 11; n += 1) ids.push((await paidBooking(service, token)).booking.bookingId);
    const first = (await history(token)).body.payload;
    expect(first).toMatchObject({ unreadCount: 11, page: 1, pageCount: 2 });
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0].text).toBe(`Booking ${ids[10]} is confirmed`);
    const last = (await history(token, 5)).body.payload;
    expect(last.page).toBe(2);
    expect(last.notifications.map((n: { text: string }) => n.text)).toEqual([
      `Booking ${ids[0]} is confirmed`,
    ]);
    const marked = await call(endpoints.markNotificationsRead, { all: true }, token);
    expect(marked.body.payload.unreadCount).toBe(0);
  });

  it("refuses a visitor's token and a request with fields it does not read", async () => {
    const visitor = await service.fetch(new Request("http://service.test/ums/v1/default-token"));
    const guest = visitor.headers.get("authorization") ?? "";
    expect((await history(guest)).status).toBe(403);
    const token = await (await newAgentLogin(service))();
    const extra = await call(endpoints.markNotificationsRead, { all: true, userId: "U1" }, token);
    expect(extra.status).toBe(400);
  });
});

describe("the subscription and its nudge (F§7, J§9 'notification nudge 10')", () => {
  it("nudges once per 10 seconds until subscribed; unsubscribing keeps no topic", async () => {
    const token = await (await newAgentLogin(service))();
    const start = Date.now();
    clock.stopAt(start);
    expect((await menubar(token)).nudge).toBe(true);
    expect((await menubar(token)).nudge).toBe(false);
    clock.stopAt(start + 10_000);
    expect((await menubar(token)).nudge).toBe(true);

    const subscribed = await call(endpoints.subscribeTopics, { topics: ["BOOKINGS"] }, token);
    expect(subscribed.body.payload).toEqual({
      topics: ["BOOKINGS"],
      subscribedAt: new Date(start + 10_000).toISOString(),
    });
    clock.stopAt(start + 60_000);
    expect((await menubar(token)).nudge).toBe(false);
    expect((await call(endpoints.subscriptionInfo, {}, token)).body.payload.topics).toEqual([
      "BOOKINGS",
    ]);
    const off = await call(endpoints.subscribeTopics, { topics: [] }, token);
    expect(off.body.payload).toEqual({ topics: [] });
    clock.run();
  });

  it("is not nudged again once dismissed", async () => {
    const token = await (await newAgentLogin(service))();
    await call(endpoints.subscriptionInfo, { dismissNudge: true }, token);
    expect((await menubar(token)).nudge).toBe(false);
  });
});

describe("the coach tour (J§2, F§7's coach-screen calls)", () => {
  it("is remembered as dismissed per user", async () => {
    const token = await (await newAgentLogin(service))();
    const other = await (await newAgentLogin(service))();
    const screen = { screen: "FLIGHT_SEARCH" };
    expect((await call(endpoints.coachScreenGet, screen, token)).body.payload.dismissed).toBe(
      false,
    );
    await call(endpoints.coachScreenUpdate, screen, token);
    await call(endpoints.coachScreenUpdate, screen, token);
    expect((await call(endpoints.coachScreenGet, screen, token)).body.payload.dismissed).toBe(true);
    expect((await call(endpoints.coachScreenGet, screen, other)).body.payload.dismissed).toBe(
      false,
    );
  });
});
