import { describe, expect, it } from "vitest";
import { isLocalPath } from "./local-path.server";

describe("isLocalPath", () => {
  it("accepts our own paths", () => {
    expect(isLocalPath("/flight")).toBe(true);
    expect(isLocalPath("/flight/list?from=DEL")).toBe(true);
  });

  it("refuses anything that could leave the portal", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/x",
      "/\r\n/x",
      "/\u3002/x",
      "/ /evil.example",
      "/\u0000",
      "/\u007f",
      "flight",
      "",
      null,
      undefined,
    ]) {
      expect(isLocalPath(value)).toBe(false);
    }
  });
});
