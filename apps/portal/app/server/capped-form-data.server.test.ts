import { describe, expect, it } from "vitest";
import { cappedFormData } from "./capped-form-data.server";

function upload(bytes: number, { declareLength = true } = {}) {
  const form = new FormData();
  form.set("intent", "bulk-upload");
  form.set("file", new File([new Uint8Array(bytes)], "pax.csv"));
  const request = new Request("http://portal.test/flight/passengers", {
    method: "POST",
    body: form,
  });
  if (declareLength) return request;
  // A chunked body says nothing of its length up front.
  return new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body: request.body,
    duplex: "half",
  } as RequestInit);
}

describe("cappedFormData", () => {
  it("reads a form under the limit", async () => {
    const form = await cappedFormData(upload(1_000), 10_000);
    expect(form?.get("intent")).toBe("bulk-upload");
    expect(form?.get("file")).toMatchObject({ name: "pax.csv", size: 1_000 });
  });

  it("stops at the limit, whether or not the body declares its length", async () => {
    expect(await cappedFormData(upload(20_000), 10_000)).toBeUndefined();
    expect(await cappedFormData(upload(20_000, { declareLength: false }), 10_000)).toBeUndefined();
  });
});
