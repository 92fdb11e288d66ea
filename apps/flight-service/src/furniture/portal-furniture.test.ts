import {
  BACKEND_PATH,
  DOCUMENTS_PATH,
  documentsPayloadSchema,
  FLIGHT_CONFIG_PATH,
  FOOTER_PATH,
  flightConfigPayloadSchema,
  footerPayloadSchema,
  LEFT_NAV_PATH,
  leftNavPayloadSchema,
  MAX_PASSENGERS_PER_BOOKING,
  MENUBAR_PATH,
  menubarPayloadSchema,
  NOTIFICATIONS_PATH,
  notificationsPayloadSchema,
  OFFERS_PATH,
  offersPayloadSchema,
  PAGE_FRAME_PATH,
  pageFramePayloadSchema,
  parseConfigTokensHeader,
  RESPONSE_HEADERS,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginToken } from "../after-booking/after-booking-testing";
import { guestToken } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";
import { configTokens } from "./config-tokens";
import { furnitureCall } from "./furniture-testing";

let service: FlightService;
beforeAll(async () => {
  service = await serviceUnderTest();
});
afterAll(() => service.close());

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe("menubar, footer and left navigation", () => {
  it("menubar: the consumer variant offers login and register to a visitor", async () => {
    const { response, body } = await furnitureCall(service, MENUBAR_PATH, {
      data: { isB2C: true },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const payload = menubarPayloadSchema.parse(body.payload);
    expect(payload.isB2C).toBe(true);
    expect(hrefs(payload.userMenu)).toEqual(["/app/login", "/app/register"]);
  });

  it("menubar: a signed-in agent gets bookings, profile, wallet and logout", async () => {
    const token = await loginToken(service, "agent@wayfare.test", "Agent@123");
    const { body } = await furnitureCall(service, MENUBAR_PATH, { data: { isB2C: false }, token });
    expect(hrefs(body.payload.topMenu)).toEqual(["/flight", "/my-bookings"]);
    expect(hrefs(body.payload.userMenu)).toEqual([
      "/notifications",
      "/my-profile",
      "/wallet",
      "/app/logout",
    ]);
  });

  it("menubar: on the consumer portal a signed-in user looks bookings up (no My Bookings, F§2)", async () => {
    const token = await loginToken(service, "agent@wayfare.test", "Agent@123");
    const { body } = await furnitureCall(service, MENUBAR_PATH, { data: { isB2C: true }, token });
    expect(hrefs(body.payload.topMenu)).toEqual(["/flight", "/find-booking"]);
    expect(hrefs(body.payload.userMenu)).toEqual(["/notifications", "/wallet", "/app/logout"]);
  });

  it("footer returns data and meta in both variants", async () => {
    const b2b = footerPayloadSchema.parse(
      (await furnitureCall(service, FOOTER_PATH, { data: { isB2C: false } })).body.payload,
    );
    const b2c = footerPayloadSchema.parse(
      (await furnitureCall(service, FOOTER_PATH, { data: { isB2C: true } })).body.payload,
    );
    expect(b2b.meta.isB2C).toBe(false);
    expect(b2c.meta.isB2C).toBe(true);
    expect(b2b.data[0]?.title).toBe("Partners");
    expect(b2c.data[0]?.title).toBe("Travellers");
  });

  it("menubar and footer refuse a missing or non-boolean isB2C", async () => {
    for (const path of [MENUBAR_PATH, FOOTER_PATH]) {
      for (const data of [{}, { isB2C: "yes" }]) {
        const { response, body } = await furnitureCall(service, path, { data });
        expect(response.status).toBe(400);
        expect(body.errors[0].errCode).toBe("400");
      }
    }
  });

  it("left nav follows the role's landing page", async () => {
    const nav = async (token?: string) =>
      hrefs(
        leftNavPayloadSchema.parse(
          (await furnitureCall(service, LEFT_NAV_PATH, { token })).body.payload,
        ).items,
      );
    expect(await nav()).toEqual(["/flight", "/find-booking"]);
    expect(await nav(await guestToken(service))).toEqual(["/flight", "/find-booking"]);
    expect(await nav(await loginToken(service, "agent@wayfare.test", "Agent@123"))).toEqual([
      "/flight",
      "/my-bookings",
      "/my-profile",
    ]);
    expect(
      await nav(await loginToken(service, "callcenter@wayfare.test", "Callcenter@123")),
    ).toEqual(["/manage-carts", "/flight", "/my-bookings", "/my-profile"]);
    expect(await nav(await loginToken(service, "supplier@wayfare.test", "Supplier@123"))).toEqual([
      "/inventory-orders",
      "/flight",
      "/my-bookings",
      "/my-profile",
    ]);
  });
});

describe("the page frame: session, menus, footer and balances in one call", () => {
  const frameOf = async (token: string | undefined, isB2C = false) => {
    const { response, body } = await furnitureCall(service, PAGE_FRAME_PATH, {
      data: { isB2C },
      token,
    });
    return { response, body };
  };

  it("answers an agent what currentUser, menubar, footer and balance answer", async () => {
    const token = await loginToken(service, "agent@wayfare.test", "Agent@123");
    const { response, body } = await frameOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const frame = pageFramePayloadSchema.parse(body.payload);
    expect(frame.userInfo.role).toBe("AGENT");
    const menubar = await furnitureCall(service, MENUBAR_PATH, { data: { isB2C: false }, token });
    expect(frame.menubar).toEqual(menubar.body.payload);
    const footer = await furnitureCall(service, FOOTER_PATH, { data: { isB2C: false } });
    expect(frame.footer).toEqual(footer.body.payload);
    const balance = await service.fetch(
      backendCall({ apiName: "balance" }, { authorization: `Bearer ${token}` }),
    );
    const { DEPOSIT, CREDIT_LINE } = (await balance.json()).payload.balances;
    expect(frame.balances).toEqual({ DEPOSIT, CREDIT_LINE });
  });

  it("gives a guest a visitor's menus and no balances; without a live token it is 403", async () => {
    const { body } = await frameOf(await guestToken(service), true);
    const frame = pageFramePayloadSchema.parse(body.payload);
    expect(frame.userInfo.role).toBe("GUEST");
    expect(hrefs(frame.menubar.userMenu)).toEqual(["/app/login", "/app/register"]);
    expect(frame.balances).toBeNull();
    expect((await frameOf(undefined)).response.status).toBe(403);
    expect((await frameOf("not-a-token")).response.status).toBe(403);
  });

  it("shows no balances to a role outside the agent group", async () => {
    const token = await loginToken(service, "supplier@wayfare.test", "Supplier@123");
    const frame = pageFramePayloadSchema.parse((await frameOf(token)).body.payload);
    expect(frame.balances).toBeNull();
  });
});

describe("flight config, offers, notifications and documents", () => {
  it("getFlightConfig carries the domain's limits and catalogues", async () => {
    const { body } = await furnitureCall(service, FLIGHT_CONFIG_PATH);
    const config = flightConfigPayloadSchema.parse(body.payload);
    expect(config.maxPassengers).toBe(MAX_PASSENGERS_PER_BOOKING);
    expect(config.tripTypes).toEqual(["ONEWAY", "RETURN", "MULTICITY"]);
    expect(config.cabinClasses).toContain("ECONOMY");
  });

  it("offers are cacheable for a year; notifications fit the 50-character limit", async () => {
    const offers = await furnitureCall(service, OFFERS_PATH);
    expect(offers.response.headers.get("cache-control")).toBe("public, max-age=31536000");
    expect(offersPayloadSchema.parse(offers.body.payload).offers.length).toBeGreaterThan(0);
    const notices = await furnitureCall(service, NOTIFICATIONS_PATH);
    expect(
      notificationsPayloadSchema.parse(notices.body.payload).notifications.length,
    ).toBeGreaterThan(0);
  });

  it("documents: promoRules grouped by promotionZoneType, in payload.documents[].data", async () => {
    const all = documentsPayloadSchema.parse(
      (await furnitureCall(service, DOCUMENTS_PATH, { data: {} })).body.payload,
    );
    expect(all.documents.map((d) => d.data.promotionZoneType)).toEqual([
      "HOME_BANNER",
      "SEARCH_RESULTS",
      "CONFIRMATION",
    ]);
    const one = await furnitureCall(service, DOCUMENTS_PATH, {
      data: { promotionZoneTypes: ["CONFIRMATION", "CONFIRMATION"] },
    });
    expect(one.body.payload.documents).toHaveLength(1);
    expect(one.body.payload.documents[0].data.promoRules[0].linkUrl).toBe("/my-bookings");
    const bad = await furnitureCall(service, DOCUMENTS_PATH, {
      data: { promotionZoneTypes: ["X"] },
    });
    expect(bad.response.status).toBe(400);
  });
});

describe("the ui_conf header", () => {
  it("carries the flight, offers and translator tokens on every envelope answer", async () => {
    const expected = { ...configTokens(), features: {} };
    const answers = [
      await service.fetch(new Request(`http://service.test${FLIGHT_CONFIG_PATH}`)),
      await service.fetch(
        backendCall({ apiName: "login", username: "x@y.test", password: "nope" }),
      ),
      await service.fetch(new Request("http://service.test/no/such/path")),
      await service.fetch(
        new Request(`http://service.test${BACKEND_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ data: { apiName: "login", username: "x".repeat(70_000) } }),
        }),
      ),
    ];
    expect(answers.at(-1)?.status).toBe(413);
    for (const response of answers) {
      expect(parseConfigTokensHeader(response.headers.get(RESPONSE_HEADERS.configTokens))).toEqual(
        expected,
      );
    }
  });

  it("a token is a digest of its config: distinct per config, stable across calls", () => {
    const tokens = configTokens();
    expect(new Set(Object.values(tokens)).size).toBe(3);
    expect(configTokens()).toEqual(tokens);
  });
});
