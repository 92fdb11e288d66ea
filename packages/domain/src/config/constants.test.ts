import { describe, expect, it } from "vitest";
import { toastDurationMs } from "./constants";

describe("toast durations (foundations §8)", () => {
  it("'Error toasts last 7 seconds; other toasts 4 seconds.'", () => {
    expect(toastDurationMs("error")).toBe(7000);
    expect(toastDurationMs("success")).toBe(4000);
    expect(toastDurationMs("info")).toBe(4000);
  });
});
