import { BACKEND_PATH, type BackendApiName } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import {
  type CallContext,
  createServiceClient,
  type ServiceClient,
  type ServiceClientOptions,
} from "./service-client.server";

/** A generic-gateway call (F§7), as the portal's gateway makes one for an apiName endpoint. */
const backend = (
  client: ServiceClient,
  apiName: BackendApiName,
  data: object = {},
  context: CallContext = {},
) => client.call("POST", BACKEND_PATH, { apiName, ...data }, context);

function tokenFor(userId: string) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const sub = JSON.stringify({ userId, partnerId: "P", role: "AGENT", name: "N" });
  return `${encode({ alg: "HS256" })}.${encode({ sub, exp: 1_900_000_000 })}.sig`;
}

function clientAnswering(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<ServiceClientOptions> = {},
) {
  const seen: Request[] = [];
  const client = createServiceClient({
    fetch: async (request) => {
      seen.push(request);
      return answer(request);
    },
    baseUrl: "http://service.test",
    channelType: "B2B",
    environment: "test",
    ...options,
  });
  return { client, seen };
}

const ok = (payload: unknown, headers: Record<string, string> = {}) =>
  Response.json({ status: { success: true, httpStatus: 200 }, errors: [], payload }, { headers });

describe("service client (foundations §7)", () => {
  it("sends the headers and wraps the payload as data", async () => {
    const { client, seen } = clientAnswering(() => ok({}), { whiteLabelKey: "acme" });
    await backend(
      client,
      "login",
      { username: "u", password: "p" },
      { token: "t0", browser: "Chromium 156" },
    );
    const request = seen[0];
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe("/xms/v1/backend");
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      "content-type": "application/json",
      authorization: "Bearer t0",
      "channel-type": "B2B",
      environment: "test",
      "whitelabel-key": "acme",
      browser: "Chromium 156",
    });
    expect(await request?.json()).toEqual({
      data: { apiName: "login", username: "u", password: "p" },
    });
  });

  it("returns the payload, the rotated token, redirection-url and ui_conf", async () => {
    const { client } = clientAnswering(() =>
      ok({ a: 1 }, { authorization: "t1", "redirection-url": "/somewhere", ui_conf: "v2" }),
    );
    expect(await backend(client, "currentUser")).toEqual({
      ok: true,
      payload: { a: 1 },
      token: "t1",
      redirectTo: "/somewhere",
      configTokens: "v2",
      httpStatus: 200,
    });
  });

  it("hands every ui_conf header to the config caches, failures included", async () => {
    const headers: string[] = [];
    const { client } = clientAnswering(
      (request) =>
        request.url.endsWith("/fail")
          ? Response.json(
              { status: { success: false, httpStatus: 400 }, errors: [{ errCode: "400" }] },
              { status: 400, headers: { ui_conf: '{"offers":"o2"}' } },
            )
          : ok({}, { ui_conf: '{"offers":"o1"}' }),
      { onConfigTokens: (header) => headers.push(header) },
    );
    await client.call("GET", "/ok", undefined);
    await client.call("GET", "/fail", undefined);
    expect(headers).toEqual(['{"offers":"o1"}', '{"offers":"o2"}']);
  });

  it("passes the service's errors through; a known code without a message gets its catalogue text", async () => {
    const { client } = clientAnswering(() =>
      Response.json(
        {
          status: { success: false, httpStatus: 401 },
          errors: [
            {
              errCode: "801",
              message: "Authorization unsuccessful, email/mobile or password invalid",
            },
            { errCode: "2001", message: "" },
          ],
        },
        { status: 401 },
      ),
    );
    const result = await backend(client, "login");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      { errCode: "801", message: "Authorization unsuccessful, email/mobile or password invalid" },
      { errCode: "2001", message: "Insufficient Balance" },
    ]);
  });

  it("a failure without errors defaults to 100 'Something went wrong!'", async () => {
    const { client } = clientAnswering(() =>
      Response.json({ status: { success: false, httpStatus: 500 }, errors: [] }),
    );
    const result = await backend(client, "login");
    expect(!result.ok && result.errors).toEqual([
      { errCode: "100", message: "Something went wrong!" },
    ]);
  });

  it.each([
    ["an empty body", () => new Response("")],
    ["a non-object body", () => Response.json("fine")],
    ["a body that is not JSON", () => new Response("<html>")],
    ["an object that is not an envelope", () => Response.json({ hello: "world" })],
  ])("%s gives 502 online and 001 offline", async (_, answer) => {
    const online = clientAnswering(answer);
    const onlineResult = await backend(online.client, "login");
    expect(!onlineResult.ok && onlineResult.errors[0]).toEqual({
      errCode: "502",
      message: "Something went wrong with background server!",
    });
    const offline = clientAnswering(answer, { isOnline: () => false });
    const offlineResult = await backend(offline.client, "login");
    expect(!offlineResult.ok && offlineResult.errors[0]).toEqual({
      errCode: "001",
      message: "Please check your internet connection",
    });
  });

  it("an exception gives 100 online and 001 offline", async () => {
    const failing = () => Promise.reject(new TypeError("fetch failed"));
    const online = await backend(clientAnswering(failing).client, "login");
    expect(!online.ok && online.errors[0]?.errCode).toBe("100");
    const offline = await backend(
      clientAnswering(failing, { isOnline: () => false }).client,
      "login",
    );
    expect(!offline.ok && offline.errors[0]?.errCode).toBe("001");
  });

  it("a token for another user is Access Denied for business clients, accepted for consumers", async () => {
    const answer = () => ok({}, { authorization: tokenFor("U2") });
    const business = await backend(
      clientAnswering(answer).client,
      "currentUser",
      {},
      {
        token: "t",
        currentUserId: "U1",
      },
    );
    expect(business).toMatchObject({
      ok: false,
      httpStatus: 403,
      token: undefined,
      errors: [{ errCode: "403", message: "Access Denied" }],
    });
    const consumer = await backend(
      clientAnswering(answer, { channelType: "B2C" }).client,
      "currentUser",
      {},
      { token: "t", currentUserId: "U1" },
    );
    expect(consumer.ok).toBe(true);
  });
});
