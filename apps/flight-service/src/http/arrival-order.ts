/**
 * How a call came to run: at once, in its turn after waiting, or let in before its turn
 * without one (`letWaitingIn`): such a call holds no place in the limit, so it should only
 * answer, or run again to wait for a turn.
 */
export type Turn = "at once" | "in turn" | "let in";

/** At most `limit` calls run at once; the others wait, in the order they came, in memory. */
export class ArrivalOrder {
  #running = 0;
  readonly #waiting: ((turn: Turn) => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Whether anything is running or waiting. */
  get busy(): boolean {
    return this.#running > 0;
  }

  /** Runs `work`, told how it came to run. */
  async run<T>(work: (turn: Turn) => Promise<T>): Promise<T> {
    let turn: Turn = "at once";
    if (this.#running < this.limit) this.#running += 1;
    else turn = await new Promise<Turn>((resolve) => this.#waiting.push(resolve));
    try {
      return await work(turn);
    } finally {
      if (turn !== "let in") {
        const next = this.#waiting.shift();
        if (next) next("in turn");
        else this.#running -= 1;
      }
    }
  }

  /** Every waiting call runs now, let in without a turn. */
  letWaitingIn(): void {
    for (const next of this.#waiting.splice(0)) next("let in");
  }
}

/** An ArrivalOrder per key, made when a call for the key comes and dropped when none is left. */
export class KeyedArrivalOrder {
  readonly #orders = new Map<string, ArrivalOrder>();

  constructor(private readonly limit: () => number) {}

  async run<T>(key: string, work: (turn: Turn) => Promise<T>): Promise<T> {
    let order = this.#orders.get(key);
    if (!order) {
      order = new ArrivalOrder(this.limit());
      this.#orders.set(key, order);
    }
    try {
      return await order.run(work);
    } finally {
      // A call let in may end after its order was dropped and another made for the key.
      if (!order.busy && this.#orders.get(key) === order) this.#orders.delete(key);
    }
  }

  /** The key's waiting calls run now, let in without a turn. */
  letWaitingIn(key: string): void {
    this.#orders.get(key)?.letWaitingIn();
  }

  /** How many keys have calls running or waiting. */
  get size(): number {
    return this.#orders.size;
  }
}
