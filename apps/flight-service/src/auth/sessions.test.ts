import { FLIGHT_SEARCH_PATH, MY_BOOKINGS_PATH, readTokenClaims } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subjectOf } from "../api/session";
import { guestToken } from "../booking/booking-testing";
import { openDatabase } from "../db/database";
import { users } from "../db/schema";
import { seedDemoAccounts } from "../db/seed";
import type { FlightService } from "../index";
import { daysFromToday, oneWay } from "../search/search-testing";
import { latestOtp, registerFreshUser } from "../testing/fresh-user";
import { backendCall, serviceUnderTest, testDatabase } from "../testing/service-under-test";
import { createSessions } from "./sessions";
import { createTokenSigner } from "./tokens";

let clock = new Date();
let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest({ now: () => clock });
});
afterAll(() => service.close());

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function backend(data: Record<string, unknown>, token?: string) {
  const response = await service.fetch(backendCall(data, token ? bearer(token) : {}));
  const body = await response.json();
  return { status: response.status, body, token: response.headers.get("authorization") ?? "" };
}

const currentUser = (token: string) => backend({ apiName: "currentUser" }, token);

async function post(path: string, data: unknown, token: string) {
  const response = await service.fetch(
    new Request(`http://service.test${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(token) },
      body: JSON.stringify({ data }),
    }),
  );
  return { status: response.status, errors: (await response.json()).errors };
}

async function loggedIn() {
  const user = await registerFreshUser(service);
  const login = await backend({ apiName: "login", username: user.email, password: user.password });
  return { user, token: login.token };
}

const INVALID_ACCESS = [{ errCode: "403", message: "Invalid Access" }];

describe("logout ends the session (decision 0036)", () => {
  it("then the old token, and the one rotated before it, get 403 'Invalid Access' from currentUser and the booking endpoints", async () => {
    const { token } = await loggedIn();
    later(60_000);
    const rotated = (await currentUser(token)).token;
    expect(rotated).not.toBe("");
    expect((await post(MY_BOOKINGS_PATH, {}, token)).status).toBe(200);
    expect((await backend({ apiName: "logout" }, rotated)).body.payload).toEqual({
      loggedOut: true,
    });
    for (const old of [token, rotated]) {
      const refused = await currentUser(old);
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual(INVALID_ACCESS);
      expect(refused.token).toBe("");
      expect(await post(MY_BOOKINGS_PATH, {}, old)).toEqual({
        status: 403,
        errors: INVALID_ACCESS,
      });
    }
  });

  it("only that session: the same account signed in elsewhere stays signed in", async () => {
    const { user, token } = await loggedIn();
    const elsewhere = await backend({
      apiName: "login",
      username: user.mobile,
      password: user.password,
    });
    await backend({ apiName: "logout" }, token);
    expect((await currentUser(token)).status).toBe(403);
    expect((await currentUser(elsewhere.token)).status).toBe(200);
  });

  it("a visitor's guest token is answered by currentUser until logout, then refused, also where visitors are served", async () => {
    const guest = await guestToken(service);
    const answer = await currentUser(guest);
    expect(answer.status).toBe(200);
    expect(answer.body.payload.userInfo).toMatchObject({ role: "GUEST" });
    await backend({ apiName: "logout" }, guest);
    expect((await currentUser(guest)).status).toBe(403);
    const search = oneWay("DEL", "BOM", daysFromToday(20));
    expect(await post(FLIGHT_SEARCH_PATH, search, guest)).toEqual({
      status: 403,
      errors: INVALID_ACCESS,
    });
  });

  it("answers loggedOut without a token and with one no longer live", async () => {
    expect((await backend({ apiName: "logout" })).body.payload).toEqual({ loggedOut: true });
    const { token } = await loggedIn();
    await backend({ apiName: "logout" }, token);
    expect((await backend({ apiName: "logout" }, token)).status).toBe(200);
  });
});

describe("a password reset ends every session of the account", () => {
  it("tokens from before the reset get 403; the new password signs in", async () => {
    const { user, token } = await loggedIn();
    const other = (
      await backend({ apiName: "login", username: user.email, password: user.password })
    ).token;
    const { body } = await backend({ apiName: "forget", userName: user.email });
    const otp = await latestOtp(service, user.email);
    const reset = await backend({
      apiName: "reset",
      userName: user.email,
      requestId: body.payload.requestId,
      otp,
      newPassword: "NewPass@9",
      reTypePassword: "NewPass@9",
    });
    expect(reset.status).toBe(200);
    for (const old of [token, other]) expect((await currentUser(old)).status).toBe(403);
    const again = await backend({ apiName: "login", username: user.email, password: "NewPass@9" });
    expect((await currentUser(again.token)).status).toBe(200);
  });
});

describe("rotation: a new generation at most every 10 minutes, the previous one for 60 s more", () => {
  it("an answer renews a token once it is a minute old; a younger one is kept (decision 0049)", async () => {
    const { token } = await loggedIn();
    expect((await currentUser(token)).token).toBe("");
    later(59_000);
    expect((await post(MY_BOOKINGS_PATH, {}, token)).status).toBe(200);
    expect((await currentUser(token)).token).toBe("");
    later(1_000);
    const renewed = (await currentUser(token)).token;
    const expiry = (jwt: string) => readTokenClaims(jwt)?.expiresAt.getTime() ?? 0;
    expect(expiry(renewed)).toBeGreaterThan(expiry(token));
    expect((await currentUser(renewed)).status).toBe(200);
  });

  it("within 10 minutes answers keep the generation: earlier tokens stay valid", async () => {
    const { token } = await loggedIn();
    later(9 * 60_000);
    const rotated = (await currentUser(token)).token;
    later(2 * 60_000);
    expect((await currentUser(token)).status).toBe(200);
    expect((await currentUser(rotated)).status).toBe(200);
  });

  it("after a new generation the previous token works for 60 s (parallel requests of a page), then is refused", async () => {
    const { token } = await loggedIn();
    later(11 * 60_000);
    const next = (await currentUser(token)).token;
    const parallel = await Promise.all(Array.from({ length: 5 }, () => currentUser(token)));
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    later(59_000);
    expect((await currentUser(token)).status).toBe(200);
    later(2_000);
    expect((await currentUser(next)).status).toBe(200);
    expect((await currentUser(token)).body.errors).toEqual(INVALID_ACCESS);
  });

  it("a token presented after its grace ends its session: whoever holds the newer token is signed out too", async () => {
    const { token } = await loggedIn();
    later(11 * 60_000);
    const next = (await currentUser(token)).token;
    later(61_000);
    expect((await currentUser(token)).status).toBe(403);
    expect((await currentUser(next)).status).toBe(403);
  });
});

describe("a deactivated account", () => {
  it("loses its sessions at the next request, however it was deactivated", async () => {
    const { db, close } = await openDatabase(await testDatabase());
    try {
      await seedDemoAccounts(db);
      const sessions = createSessions(
        db,
        createTokenSigner("s".repeat(40)),
        3600,
        () => new Date(),
      );
      const [agent] = await db.select().from(users).where(eq(users.email, "agent@wayfare.test"));
      if (!agent) throw new Error("no demo agent");
      const token = await sessions.start(subjectOf(agent), null);
      expect(await sessions.read(token, null)).toMatchObject({ subject: { userId: agent.id } });
      await db.update(users).set({ status: "INACTIVE" }).where(eq(users.id, agent.id));
      expect(await sessions.read(token, null)).toBeNull();
    } finally {
      await close();
    }
  });
});
