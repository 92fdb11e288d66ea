import { catalogueError, endpoints } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { createServiceClient } from "../service-client.server";
import { createServiceGateway } from "./service-gateway.server";

function tokenFor(userId: string, role = "AGENT") {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const sub = JSON.stringify({ userId, partnerId: "P", role, name: "N" });
  return `${encode({ alg: "HS256" })}.${encode({ sub, exp: 1_900_000_000 })}.sig`;
}

const userInfoOf = (userId: string) => ({
  userId,
  partnerId: "P",
  role: "AGENT",
  name: "N",
  email: "agent@wayfare.test",
  mobile: null,
});

const envelope = (payload: unknown, errors: { errCode: string; message: string }[] = []) => ({
  status: { success: errors.length === 0, httpStatus: errors.length === 0 ? 200 : 400 },
  errors,
  payload,
});

/** A gateway for a visitor holding `token`, in front of a service answering `answer`. */
function gatewayFor(
  token: string | undefined,
  answer: (request: Request) => { body: unknown; status?: number; headers?: HeadersInit },
) {
  const sent: Request[] = [];
  const client = createServiceClient({
    fetch: async (request) => {
      sent.push(request);
      const { body, status = 200, headers } = answer(request);
      return Response.json(body, { status, headers });
    },
    baseUrl: "http://service.test",
    channelType: "B2B",
    environment: "test",
  });
  const headers = new Headers({ "user-agent": "Chromium 156" });
  if (token) headers.set("cookie", `uuid=${token}`);
  const request = new Request("http://portal.test/flight/review?bookingId=WF1", { headers });
  return { gateway: createServiceGateway(request, client), sent };
}

const booking = { bookingId: "WF0000000000001" };

describe("the service gateway (F§4, F§7, F§8)", () => {
  it("sends the cookie's token and keeps the rotated one for the response's one cookie", async () => {
    const [old, rotated] = [tokenFor("U1"), tokenFor("U1").replace("sig", "sig2")];
    const { gateway, sent } = gatewayFor(old, () => ({
      body: envelope({ passengers: [] }),
      headers: { authorization: rotated },
    }));
    expect(await gateway.call(endpoints.savedPassengers, {})).toEqual({
      ok: true,
      payload: { passengers: [] },
    });
    expect(sent[0]?.headers.get("authorization")).toBe(`Bearer ${old}`);
    expect(gateway.outcome()).toEqual({ token: rotated, ended: false });
  });

  it("asks a visitor without a session to start one, and calls nothing", async () => {
    const { gateway, sent } = gatewayFor(undefined, () => ({ body: envelope({}) }));
    const thrown = await gateway.call(endpoints.savedPassengers, {}).catch((r: Response) => r);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/app/login");
    expect(sent).toHaveLength(0);
  });

  it("ends the session on a 403: to the session-ended page, the cookie cleared", async () => {
    const { gateway } = gatewayFor(tokenFor("U1"), () => ({
      body: { status: { success: false, httpStatus: 403 }, errors: [catalogueError("403")] },
      status: 403,
    }));
    const thrown = await gateway.call(endpoints.savedPassengers, {}).catch((r: Response) => r);
    expect((thrown as Response).headers.get("location")).toBe("/app/session-ended");
    expect(gateway.outcome().ended).toBe(true);
  });

  it("follows a redirection-url of the portal's own, and no other", async () => {
    const to = (location: string) =>
      gatewayFor(tokenFor("U1"), () => ({
        body: envelope({ passengers: [] }),
        headers: { "redirection-url": location },
      })).gateway.call(endpoints.savedPassengers, {});
    const thrown = await to("/my-bookings").catch((r: Response) => r);
    expect((thrown as Response).headers.get("location")).toBe("/my-bookings");
    expect(await to("https://evil.example/")).toMatchObject({ ok: true });
  });

  it("never shows a hidden code, sends PAN codes to the field and persists 1088", async () => {
    const errors = [
      { errCode: "2041", message: "hidden" },
      { errCode: "8078", message: "PAN name mismatch" },
      catalogueError("1088"),
      catalogueError("1000"),
    ];
    const { gateway } = gatewayFor(tokenFor("U1"), () => ({
      body: { status: { success: false, httpStatus: 400 }, errors },
      status: 400,
    }));
    expect(await gateway.call(endpoints.flightHold, { bookingId: booking.bookingId })).toEqual({
      ok: false,
      httpStatus: 400,
      errors: [catalogueError("1000")],
      panErrors: [{ errCode: "8078", message: "PAN name mismatch" }],
      flow: undefined,
    });
    expect(gateway.outcome().persistedError).toBe("1088");
    gateway.dismissPersistedError();
    expect(gateway.outcome().persistedError).toBe("");
  });

  it("refuses a payload its endpoint's answer schema does not describe (502)", async () => {
    const { gateway } = gatewayFor(tokenFor("U1"), () => ({ body: envelope({ nonsense: 1 }) }));
    expect(await gateway.call(endpoints.savedPassengers, {})).toMatchObject({
      ok: false,
      errors: [catalogueError("502")],
    });
  });

  it("calls the generic gateway by apiName, and a login's token becomes the session", async () => {
    const user = tokenFor("U9");
    const userInfo = userInfoOf("U9");
    const { gateway, sent } = gatewayFor(tokenFor("G1", "GUEST"), () => ({
      body: envelope({ userInfo }),
      headers: { authorization: user },
    }));
    await gateway.callAnonymously(endpoints.login, { username: "a@b.in", password: "secret" });
    expect(await sent[0]?.json()).toEqual({
      data: { apiName: "login", username: "a@b.in", password: "secret" },
    });
    expect(sent[0]?.headers.has("authorization")).toBe(false);
    expect(gateway.outcome().token).toBe(user);
    expect(gateway.tokenClaims()?.subject.userId).toBe("U9");
    expect(gateway.arrivingGuestToken()).toBe(tokenFor("G1", "GUEST"));
  });

  it("asks who holds the session once per request, however many ask", async () => {
    const { gateway, sent } = gatewayFor(tokenFor("U1"), () => ({
      body: envelope({ userInfo: userInfoOf("U1") }),
    }));
    const [first, second] = await Promise.all([gateway.session(), gateway.signedInUser()]);
    expect(first.kind).toBe("signed-in");
    expect(second?.userId).toBe("U1");
    expect(sent).toHaveLength(1);
  });

  it("asks the session with the page frame in one call when a layout asks first (decision 0074)", async () => {
    const frame = {
      userInfo: { ...userInfoOf("U1"), additionalInfo: { gps: [], aps: [] } },
      menubar: { isB2C: false, topMenu: [], userMenu: [] },
      footer: { data: [], meta: { isB2C: false, copyright: "©" } },
      balances: { DEPOSIT: 100, CREDIT_LINE: 0 },
    };
    const { gateway, sent } = gatewayFor(tokenFor("U1"), () => ({ body: envelope(frame) }));
    const [layout, page] = await Promise.all([gateway.sessionWithFrame(false), gateway.session()]);
    expect(layout).toEqual({ session: { kind: "signed-in", user: frame.userInfo }, frame });
    expect(page.kind).toBe("signed-in");
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(["/xms/v1/page-frame/"]);

    const asked = gatewayFor(tokenFor("U1"), (request) => ({
      body: envelope(request.url.endsWith("/backend") ? { userInfo: userInfoOf("U1") } : frame),
    }));
    await asked.gateway.session();
    expect((await asked.gateway.sessionWithFrame(false)).frame).toEqual(frame);
    expect(asked.sent).toHaveLength(2);
  });

  it("gives a visitor without a session no frame, and ends an expired one", async () => {
    expect(
      await gatewayFor(undefined, () => ({ body: {} })).gateway.sessionWithFrame(true),
    ).toEqual({
      session: { kind: "anonymous" },
      frame: null,
    });
    const { gateway } = gatewayFor(tokenFor("U1"), () => ({
      body: { status: { success: false, httpStatus: 403 }, errors: [catalogueError("403")] },
      status: 403,
    }));
    expect(await gateway.sessionWithFrame(false)).toEqual({
      session: { kind: "expired" },
      frame: null,
    });
    expect(gateway.outcome().ended).toBe(true);
  });

  it("takes another user's token only from the switch to a linked account (F§4's session check, decision 0080)", async () => {
    const linked = tokenFor("U2");
    const answer = () => ({
      body: envelope({ userInfo: userInfoOf("U2") }),
      headers: { authorization: linked },
    });
    const ordinary = gatewayFor(tokenFor("U1"), answer).gateway;
    await expect(ordinary.call(endpoints.toggleLinkedUser, { userId: "U2" })).rejects.toMatchObject(
      {
        status: 302,
      },
    );
    expect(ordinary.outcome()).toMatchObject({ token: undefined, ended: true });

    const { gateway, sent } = gatewayFor(tokenFor("U1"), answer);
    const switched = await gateway.switchUser(endpoints.toggleLinkedUser, { userId: "U2" });
    expect(switched.ok).toBe(true);
    expect(sent[0]?.headers.get("authorization")).toBe(`Bearer ${tokenFor("U1")}`);
    expect(gateway.outcome()).toMatchObject({ token: linked, ended: false });
  });
});
