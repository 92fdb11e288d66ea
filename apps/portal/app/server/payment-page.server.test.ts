import { endpoints, RESPONSE_HEADERS } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { createServiceGateway } from "./gateway/service-gateway.server";
import { paymentPageOf } from "./payment-page.server";
import { createServiceClient } from "./service-client.server";

function tokenFor(userId: string) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const sub = JSON.stringify({ userId, partnerId: "P", role: "AGENT", name: "N" });
  return `${encode({ alg: "HS256" })}.${encode({ sub, exp: 1_900_000_000 })}.sig`;
}

/** A signed-in U1's gateway, in front of a service whose answers carry `uiConf`. */
function gatewayAnswering(uiConf: string | null) {
  const client = createServiceClient({
    fetch: async () =>
      Response.json(
        { status: { success: true, httpStatus: 200 }, errors: [], payload: { passengers: [] } },
        { headers: uiConf ? { [RESPONSE_HEADERS.configTokens]: uiConf } : {} },
      ),
    baseUrl: "http://service.test",
    channelType: "B2B",
    environment: "test",
  });
  const request = new Request("http://portal.test/flight/review?bookingId=WF1", {
    headers: { cookie: `uuid=${tokenFor("U1")}` },
  });
  return createServiceGateway(request, client);
}

describe("the payment page a booking goes to (F§2, F§6)", () => {
  it("follows the caller's toggles in the latest answer's ui_conf", async () => {
    const gateway = gatewayAnswering(
      JSON.stringify({ flight: "f", features: { paymentV2: ["U1"] } }),
    );
    expect(paymentPageOf(gateway, "WF1")).toBe("/flight/payment?bookingId=WF1");
    await gateway.call(endpoints.savedPassengers, {});
    expect(gateway.featureToggles()).toEqual({ paymentV2: ["U1"] });
    expect(paymentPageOf(gateway, "WF1")).toBe("/flight/payment_V2?bookingId=WF1");
  });

  it("is V3 for All, and V1 when the answer carries no toggles", async () => {
    const all = gatewayAnswering(JSON.stringify({ features: { paymentV3: ["All"] } }));
    await all.call(endpoints.savedPassengers, {});
    expect(paymentPageOf(all, "WF1")).toBe("/flight/payment_V3?bookingId=WF1");
    const none = gatewayAnswering(null);
    await none.call(endpoints.savedPassengers, {});
    expect(paymentPageOf(none, "WF1")).toBe("/flight/payment?bookingId=WF1");
  });
});
