import { describe, expect, it } from "vitest";
import { holdUntil } from "./hold-time";

const now = new Date("2026-01-05T10:00:00Z");

describe("holdUntil ('On hold till …', J§2)", () => {
  it("holds for two hours when the flight is far away", () => {
    expect(holdUntil(now, new Date("2026-01-09T10:00:00Z"))).toEqual(
      new Date("2026-01-05T12:00:00Z"),
    );
  });

  it("ends two hours before the first departure when that comes sooner", () => {
    expect(holdUntil(now, new Date("2026-01-05T13:00:00Z"))).toEqual(
      new Date("2026-01-05T11:00:00Z"),
    );
  });

  it("cannot hold a flight leaving within two hours", () => {
    expect(holdUntil(now, new Date("2026-01-05T11:30:00Z"))).toBeUndefined();
  });
});
