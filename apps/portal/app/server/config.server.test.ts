import { describe, expect, it } from "vitest";
import { localPath } from "./config.server";

describe("localPath (LOGOUT_REDIRECT_PATH)", () => {
  it("keeps a path of this portal and falls back when unset", () => {
    expect(localPath("X", "/flight", "/")).toBe("/flight");
    expect(localPath("X", undefined, "/")).toBe("/");
    expect(localPath("X", " ", "/")).toBe("/");
  });

  it("refuses at start anything that would leave the portal", () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example", "flight"]) {
      expect(() => localPath("LOGOUT_REDIRECT_PATH", value, "/")).toThrow(
        /LOGOUT_REDIRECT_PATH must be a path of this portal/,
      );
    }
  });
});
