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

  it("tells each call how it came to run", async () => {
    const order = new ArrivalOrder(1);
    const first = heldCall([], 0);
    const running = order.run(first.work);
    const waited = order.run(async (turn) => turn);
    first.release();
    await running;
    expect(await waited).toBe("in turn");
    expect(await order.run(async (turn) => turn)).toBe("at once");
  });

  it("lets every waiting call in at once, without a turn, and keeps the limit for the next", async () => {
    const order = new ArrivalOrder(1);
    const started: number[] = [];
    const first = heldCall(started, 0);
    const running = order.run(first.work);
    const letIn = [order.run(async (turn) => turn), order.run(async (turn) => turn)];
    order.letWaitingIn();
    expect(await Promise.all(letIn)).toEqual(["let in", "let in"]);
    const next = heldCall(started, 3);
    const behind = order.run(next.work);
    await Promise.resolve();
    expect(started).toEqual([0]);
    first.release();
    next.release();
    expect(await Promise.all([running, behind])).toEqual([0, 3]);
    expect(order.busy).toBe(false);
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

  it("keeps a key's new order when a call let in from the old one ends after it", async () => {
    const orders = new KeyedArrivalOrder(() => 1);
    const first = heldCall([], 0);
    const running = orders.run("A", first.work);
    const letIn = heldCall([], 1);
    const lateCall = orders.run("A", letIn.work);
    await Promise.resolve();
    orders.letWaitingIn("A");
    first.release();
    await running;
    const again = heldCall([], 2);
    const newOrder = orders.run("A", again.work);
    letIn.release();
    await lateCall;
    expect(orders.size).toBe(1);
    again.release();
    await newOrder;
    expect(orders.size).toBe(0);
  });
});
