import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonBodiesOnly } from "./json-bodies";

const app = new Hono();
app.use(jsonBodiesOnly());
app.post("/echo", async (c) => c.json({ read: await c.req.text() }));

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  app.request("/echo", { method: "POST", headers, body });

describe("jsonBodiesOnly", () => {
  it("refuses a body in another media type, or in none, with 415 'Bad Request' before reading it", async () => {
    const body = '{"data":{"apiName":"logout"}}';
    for (const contentType of [
      "text/plain",
      "multipart/form-data; boundary=x",
      "text/json",
      "application/jsonx",
    ]) {
      const response = await post(body, { "content-type": contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        status: { success: false, httpStatus: 415 },
        errors: [{ errCode: "400", message: "Bad Request" }],
      });
    }
    expect((await post(new TextEncoder().encode(body))).status).toBe(415);
  });

  it("lets JSON through, with parameters and in any case, and requests without a body", async () => {
    expect((await post("{}", { "content-type": "Application/JSON; charset=utf-8" })).status).toBe(
      200,
    );
    expect((await post(null)).status).toBe(200);
    expect((await post("", { "content-length": "0" })).status).toBe(200);
  });
});
