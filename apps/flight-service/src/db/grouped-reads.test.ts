import { describe, expect, it } from "vitest";
import { GroupedReads } from "./grouped-reads";

/**
 * A reader over a map of values whose statements see the map as it is when they start and
 * run until let go, recording their keys.
 */
function heldReader(values: Map<string, number>) {
  const statements: string[][] = [];
  const pending: (() => void)[] = [];
  const reads = new GroupedReads<string, number>(
    async (keys) => {
      statements.push(keys);
      const seen = new Map<string, number>();
      for (const key of keys) {
        const value = values.get(key);
        if (value !== undefined) seen.set(key, value);
      }
      await new Promise<void>((resolve) => pending.push(resolve));
      return seen;
    },
    (key) => key,
  );
  const finishNext = async () => {
    await Promise.resolve();
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { reads, statements, finishNext };
}

describe("GroupedReads", () => {
  it("reads the keys asked in one tick in one statement", async () => {
    const { reads, statements, finishNext } = heldReader(new Map([["a", 1]]));
    const answers = Promise.all([reads.read("a"), reads.read("b"), reads.read("a")]);
    await finishNext();
    expect(await answers).toEqual([1, undefined, 1]);
    expect(statements).toEqual([["a", "b", "a"]]);
  });

  it("answers a key asked while a statement runs from the next one, never the running one", async () => {
    const values = new Map([["session", 1]]);
    const { reads, statements, finishNext } = heldReader(values);
    const first = reads.read("session");
    await Promise.resolve();
    expect(statements).toEqual([["session"]]);
    // Written after the first statement started: the callers that ask from now on see it.
    values.set("session", 2);
    const later = [reads.read("session"), reads.read("other")];
    expect(statements).toHaveLength(1);
    await finishNext();
    expect(await first).toBe(1);
    expect(statements).toEqual([["session"], ["session", "other"]]);
    await finishNext();
    expect(await Promise.all(later)).toEqual([2, undefined]);
  });

  it("fails every caller of a failed statement, and reads the next ones", async () => {
    let fail = true;
    const reads = new GroupedReads<string, string>(
      async (keys) => {
        if (fail) throw new Error("connection lost");
        return new Map(keys.map((key) => [key, key]));
      },
      (key) => key,
    );
    const failed = [reads.read("a"), reads.read("b")];
    await expect(Promise.all(failed)).rejects.toThrow("connection lost");
    await expect(failed[1]).rejects.toThrow("connection lost");
    fail = false;
    expect(await reads.read("c")).toBe("c");
  });
});
