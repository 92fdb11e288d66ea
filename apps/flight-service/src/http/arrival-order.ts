/** At most `limit` calls run at once; the others wait, in the order they came, in memory. */
export class ArrivalOrder {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Whether anything is running or waiting. */
  get busy(): boolean {
    return this.#running > 0;
  }

  /** Runs `work`, told whether it had to wait for its turn. */
  async run<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
    const waited = this.#running >= this.limit;
    if (!waited) this.#running += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work(waited);
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** An ArrivalOrder per key, made when a call for the key comes and dropped when none is left. */
export class KeyedArrivalOrder {
  readonly #orders = new Map<string, ArrivalOrder>();

  constructor(private readonly limit: () => number) {}

  async run<T>(key: string, work: (waited: boolean) => Promise<T>): Promise<T> {
    let order = this.#orders.get(key);
    if (!order) {
      order = new ArrivalOrder(this.limit());
      this.#orders.set(key, order);
    }
    try {
      return await order.run(work);
    } finally {
      if (!order.busy) this.#orders.delete(key);
    }
  }

  /** How many keys have calls running or waiting. */
  get size(): number {
    return this.#orders.size;
  }
}
