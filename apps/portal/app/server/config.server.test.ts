import { describe, expect, it } from "vitest";
import { localPath, retryPace } from "./config.server";

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

describe("retryPace (SEARCH_RETRY_PACE)", () => {
  it("is 1 unless set, and takes a share from 0 to 1", () => {
    expect(retryPace(undefined)).toBe(1);
    expect(retryPace("")).toBe(1);
    expect(retryPace("0")).toBe(0);
    expect(retryPace("0.5")).toBe(0.5);
  });

  it("refuses at start anything else", () => {
    for (const value of ["-1", "2", "fast", "NaN"]) {
      expect(() => retryPace(value)).toThrow(/SEARCH_RETRY_PACE must be a number from 0 to 1/);
    }
  });
});
