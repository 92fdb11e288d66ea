import { describe, expect, it } from "vitest";
import { parseWithoutEval } from "./zod-without-eval";

describe("parseWithoutEval", () => {
  it("sets Zod's jitless option without importing Zod, before or after Zod is loaded", async () => {
    parseWithoutEval();
    const { globalConfig } = await import("zod/v4/core");
    expect(globalConfig.jitless).toBe(true);
    const { z } = await import("zod");
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    // Called again once Zod has created its store, it writes into that same store.
    globalConfig.jitless = false;
    parseWithoutEval();
    expect(globalConfig.jitless).toBe(true);
  });
});
