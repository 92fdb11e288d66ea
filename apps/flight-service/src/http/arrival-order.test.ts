import { describe, expect, it } from "vitest";
import { ArrivalOrder, KeyedArrivalOrder } from "./arrival-order";

/** A call that runs until let go, recording when it started. */
function heldCall(started: number[], index: number) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    work: async () => {
      started.push(index);
      await done;
      return index;
    },
    release: () => release(),
  };
}

describe("ArrivalOrder", () => {
  it("runs at most its limit at once and the rest in the order they came", async () => {
    const order = new ArrivalOrder(2);
    const started: number[] = [];
    const calls = Array.from({ length: 5 }, (_, index) => heldCall(started, index));
    const results = calls.map((call) => order.run(call.work));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    calls[1]?.release();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const call of calls) call.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it("lets the next one in when a call fails", async () => {
    const order = new ArrivalOrder(1);
    const failed = order.run(() => Promise.reject(new Error("refused")));
    const next = order.run(async () => "ran");
    await expect(failed).rejects.toThrow("refused");
    expect(await next).toBe("ran");
  });

  it("tells each call whether it waited for its turn", async () => {
    const order = new ArrivalOrder(1);
    const first = heldCall([], 0);
    const running = order.run(first.work);
    const waited = order.run(async (didWait) => didWait);
    first.release();
    await running;
    expect(await waited).toBe(true);
    expect(await order.run(async (didWait) => didWait)).toBe(false);
  });
});

describe("KeyedArrivalOrder", () => {
  it("queues calls of one key only behind calls of that key, and forgets idle keys", async () => {
    const orders = new KeyedArrivalOrder(() => 1);
    const started: number[] = [];
    const busy = heldCall(started, 0);
    const queued = heldCall(started, 1);
    const held = orders.run("A", busy.work);
    const behind = orders.run("A", queued.work);
    const other = orders.run("B", async () => "B ran");
    expect(await other).toBe("B ran");
    expect(started).toEqual([0]);
    busy.release();
    queued.release();
    expect(await Promise.all([held, behind])).toEqual([0, 1]);
    expect(orders.size).toBe(0);
  });
});
