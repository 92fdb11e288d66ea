import type { Endpoint } from "@wayfare/domain";
import type { Database } from "../db/database";
import type { Handler } from "./handlers";

/** At most `limit` calls run at once; the others wait, in the order they came, in memory. */
export class ArrivalOrder {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.limit) this.#running += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * The handler run for at most `limit()` requests at once per database, from the session
 * read on, in arrival order (docs/decisions/0043, round 4). The pool serves statements first
 * come first served, so 200 requests at once each queue behind all the others at every
 * statement and none finishes before all have read; admitted whole, the first ones finish
 * (and commit) while the later ones wait without holding anything, and those read what the
 * first ones wrote.
 */
export function inArrivalOrder<E extends Endpoint>(
  handler: Handler<E>,
  limit: () => number,
): Handler<E> {
  const queues = new WeakMap<Database, ArrivalOrder>();
  return {
    ...handler,
    handle: (data, call) => {
      let queue = queues.get(call.ctx.db);
      if (!queue) {
        queue = new ArrivalOrder(limit());
        queues.set(call.ctx.db, queue);
      }
      return queue.run(() => handler.handle(data, call));
    },
  };
}
