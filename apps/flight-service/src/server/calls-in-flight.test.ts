import { describe, expect, it } from "vitest";
import { callsInFlight } from "./calls-in-flight";

const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("callsInFlight", () => {
  it("settles at once when nothing is in flight", async () => {
    await expect(callsInFlight().settled()).resolves.toBeUndefined();
  });

  it("waits for every call, a refused one too, and passes each answer on", async () => {
    const calls = callsInFlight();
    const finished: string[] = [];
    const answer = calls.track(later("a", 20)).then((value) => finished.push(value));
    const refusal = calls.track(Promise.reject(new Error("refused"))).catch(() => {
      finished.push("refused");
    });
    await calls.settled();
    expect(finished.sort()).toEqual(["a", "refused"]);
    await Promise.all([answer, refusal]);
  });

  it("waits for a call begun when the one before it answered, layers of awaits later", async () => {
    const calls = callsInFlight();
    const finished: string[] = [];
    // As a page's loader gets its answer: through a client, a gateway and the loader.
    const layer = async <T>(inner: Promise<T>) => await await inner;
    void layer(layer(layer(calls.track(later("first", 10))))).then(async (first) => {
      finished.push(first);
      finished.push(await calls.track(later("second", 20)));
    });
    await calls.settled();
    expect(finished).toEqual(["first", "second"]);
  });
});
