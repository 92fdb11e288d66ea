import { describe, expect, it } from "vitest";
import {
  FORM_LISTS,
  formFieldsRefusal,
  formTypeOf,
  isAllowedFieldName,
  SUBMISSION_LIMITS,
  sizeLimitOf,
} from "./submission-bounds";

describe("field names a form of ours may post", () => {
  it("takes plain, dotted, id-keyed and list names within the list's length", () => {
    for (const name of [
      "username",
      "__intent__",
      "contact.email",
      "passengers[0].firstName",
      "passengers[8].passport.expiry",
      "segments[19].passengerIds",
      "seat.6E2031-DEL-BOM-2026-12-01.1",
    ]) {
      expect(isAllowedFieldName(name), name).toBe(true);
    }
  });

  it("refuses huge or unknown list indices, prototype keys and odd names", () => {
    expect(FORM_LISTS.passengers).toBe(9);
    for (const name of [
      "x[999999999]",
      "x[0]",
      "passengers[9].firstName",
      "passengers[1000]",
      "segments[20].segmentId",
      "passengers[].firstName",
      "passengers[-1]",
      "__proto__.polluted",
      "contact.constructor",
      "a.prototype",
      "a..b",
      "",
      "a\u0000b",
      "x".repeat(SUBMISSION_LIMITS.maxNameLength + 1),
    ]) {
      expect(isAllowedFieldName(name), name).toBe(false);
    }
  });

  it("refuses a form with more fields than any of ours, with the catalogue's 'Bad Request'", () => {
    const fields = Array.from(
      { length: SUBMISSION_LIMITS.maxFields + 1 },
      (_, i) => [`f${i}`, "1"] as [string, string],
    );
    expect(formFieldsRefusal(fields)).toEqual({ status: 400, message: "Bad Request" });
    expect(formFieldsRefusal(fields.slice(1))).toBeUndefined();
    expect(formFieldsRefusal([["x[999999999]", "1"]])).toEqual({
      status: 400,
      message: "Bad Request",
    });
  });

  it("refuses Conform controls its parser would throw on, and takes real ones", () => {
    const validate = JSON.stringify({ type: "validate", payload: { name: "username" } });
    expect(formFieldsRefusal([["__intent__", validate]])).toBeUndefined();
    expect(formFieldsRefusal([["__state__", "{}"]])).toBeUndefined();
    for (const fields of [
      [["__intent__", "garbage"]],
      [["__intent__", '{"type":1,"payload":{}}']],
      [["__intent__", '{"type":"validate"}']],
      [["__intent__", new File(["{}"], "intent.json")]],
      [["__state__", "null"]],
      [
        ["__intent__", validate],
        ["__intent__", validate],
      ],
    ] as [string, FormDataEntryValue][][]) {
      expect(formFieldsRefusal(fields)).toEqual({ status: 400, message: "Bad Request" });
    }
  });
});

describe("bodies a form of ours may send", () => {
  it("is urlencoded or multipart, whatever the parameters", () => {
    expect(formTypeOf("application/x-www-form-urlencoded;charset=UTF-8")).toBe(
      "application/x-www-form-urlencoded",
    );
    expect(formTypeOf("multipart/form-data; boundary=x")).toBe("multipart/form-data");
    for (const type of ["application/json", "text/plain", "", null]) {
      expect(formTypeOf(type)).toBeUndefined();
    }
  });

  it("tells an upload over the limit that its file is too big (J§5's message)", () => {
    expect(sizeLimitOf("multipart/form-data").refusal).toEqual({
      status: 413,
      message: "File is too big! Please try a different file.",
    });
    expect(sizeLimitOf("application/x-www-form-urlencoded").maxBytes).toBe(256 * 1024);
  });
});
