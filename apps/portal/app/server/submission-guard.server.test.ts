import { describe, expect, it } from "vitest";
import { submissionRefusal } from "./submission-guard.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://portal.test/app/login", { method: "POST", body, headers });

const urlencoded = { "content-type": "application/x-www-form-urlencoded" };
const badRequest = { status: 400, message: "Bad Request" };

/** A body that says nothing of its length up front, as a chunked upload. */
function chunked(bytes: number, contentType: string) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += 64 * 1024)
        controller.enqueue(new Uint8Array(64 * 1024));
      controller.close();
    },
  });
  return new Request("http://portal.test/find-booking", {
    method: "POST",
    body: stream,
    headers: { "content-type": contentType },
    duplex: "half",
  } as RequestInit);
}

describe("submissionRefusal", () => {
  it("lets a form of ours through, and leaves its body for the action", async () => {
    const request = post("username=a%40b.test&password=secret1", urlencoded);
    expect(await submissionRefusal(request)).toBeUndefined();
    expect((await request.formData()).get("username")).toBe("a@b.test");
  });

  it("refuses the 14-byte post whose index would fill the heap (issue 16, finding 1)", async () => {
    expect(await submissionRefusal(post("x[999999999]=1", urlencoded))).toEqual(badRequest);
    expect(await submissionRefusal(post("passengers[9].firstName=A", urlencoded))).toEqual(
      badRequest,
    );
    expect(await submissionRefusal(post("__proto__.admin=1", urlencoded))).toEqual(badRequest);
  });

  it("refuses too many fields", async () => {
    const fields = Array.from({ length: 501 }, (_, i) => `f${i}=1`).join("&");
    expect(await submissionRefusal(post(fields, urlencoded))).toEqual(badRequest);
  });

  it("refuses bodies that are not forms (415) and forms that do not parse (400)", async () => {
    const json = { "content-type": "application/json" };
    expect(await submissionRefusal(post('{"a":1}', json))).toEqual({ ...badRequest, status: 415 });
    expect(await submissionRefusal(post("a=1", { "content-type": "text/plain" }))).toMatchObject({
      status: 415,
    });
    expect(await submissionRefusal(post("a=1", {}))).toMatchObject({ status: 415 });
    const broken = { "content-type": "multipart/form-data; boundary=x" };
    expect(await submissionRefusal(post("--y\r\nnot a part", broken))).toEqual(badRequest);
    expect(await submissionRefusal(post("a=1", { "content-type": "multipart/form-data" }))).toEqual(
      badRequest,
    );
  });

  it("lets an empty post without a type through (a button with no fields)", async () => {
    expect(await submissionRefusal(post(""))).toBeUndefined();
    expect(await submissionRefusal(post(null))).toBeUndefined();
  });

  it("stops a body over its size, whether or not it declares its length (413)", async () => {
    const big = `a=${"x".repeat(300 * 1024)}`;
    expect(await submissionRefusal(post(big, urlencoded))).toEqual({ ...badRequest, status: 413 });
    const form = "application/x-www-form-urlencoded";
    expect(await submissionRefusal(chunked(300 * 1024, form))).toMatchObject({ status: 413 });
    expect(
      await submissionRefusal(chunked(6 * 1024 * 1024, "multipart/form-data; boundary=x")),
    ).toEqual({
      status: 413,
      message: "File is too big! Please try a different file.",
    });
  });

  it("reads a document upload under the limit", async () => {
    const form = new FormData();
    form.set("intent", "bulk-upload");
    form.set("file", new File([new Uint8Array(100_000)], "pax.csv"));
    const request = new Request("http://portal.test/flight/passengers", {
      method: "POST",
      body: form,
    });
    expect(await submissionRefusal(request)).toBeUndefined();
    expect((await request.formData()).get("file")).toMatchObject({
      name: "pax.csv",
      size: 100_000,
    });
  });
});
