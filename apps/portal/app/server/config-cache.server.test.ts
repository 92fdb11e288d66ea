import { describe, expect, it, vi } from "vitest";
import { createConfigCache } from "./config-cache.server";

const tokens = (offers: string, flight = "f1") => JSON.stringify({ offers, flight });

describe("config caches (F§4, F§7)", () => {
  it("reuses a fresh entry and fetches again once it is older than its cache time", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    const cache = createConfigCache(() => now);
    const fetcher = vi.fn(async () => ["offer"]);
    expect(await cache.get("offers", 600, fetcher)).toEqual(["offer"]);
    expect(await cache.get("offers", 600, fetcher)).toEqual(["offer"]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = new Date("2026-11-22T10:10:00Z");
    await cache.get("offers", 600, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("clears the caches of a changed ui_conf token, and only those", async () => {
    const cache = createConfigCache();
    cache.noteTokens(tokens("o1"));
    const offers = vi.fn(async () => "offers");
    const flight = vi.fn(async () => "flight config");
    await cache.get("offers", 31_536_000, offers);
    await cache.get("flightConfig", 31_536_000, flight);
    cache.noteTokens(tokens("o1"));
    await cache.get("offers", 31_536_000, offers);
    expect(offers).toHaveBeenCalledTimes(1);

    cache.noteTokens(tokens("o2"));
    await cache.get("offers", 31_536_000, offers);
    await cache.get("flightConfig", 31_536_000, flight);
    expect(offers).toHaveBeenCalledTimes(2);
    expect(flight).toHaveBeenCalledTimes(1);
  });

  it("a malformed or missing header changes nothing", async () => {
    const cache = createConfigCache();
    cache.noteTokens(tokens("o1"));
    const offers = vi.fn(async () => "offers");
    await cache.get("offers", 600, offers);
    cache.noteTokens("not json");
    cache.noteTokens(undefined);
    await cache.get("offers", 600, offers);
    expect(offers).toHaveBeenCalledTimes(1);
  });

  it("stores only successful fetches, keeps serving the stale value, and runs one fetch at a time", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    const cache = createConfigCache(() => now);
    await cache.get("notifications", 10, async () => "first");
    now = new Date("2026-11-22T10:01:00Z");
    expect(await cache.get("notifications", 10, async () => undefined)).toBe("first");

    let release: (value: string) => void = () => {};
    const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([
      cache.get("notifications", 10, slow),
      cache.get("notifications", 10, slow),
    ]);
    release("second");
    expect(await both).toEqual(["second", "second"]);
    expect(slow).toHaveBeenCalledTimes(1);
  });
});
