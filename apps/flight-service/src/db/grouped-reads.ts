interface Asked<K, V> {
  key: K;
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key, many keys in one statement: while `concurrency` statements of this reader
 * run, the keys asked join the next one, which starts when one of them ends and reads every
 * key asked meanwhile. A caller's answer always comes from a statement that started after
 * it asked, never from one already running or done, so a write committed before the ask is
 * seen (a deactivated account, a booking). 200 requests at once make a few statements, not
 * 200 queued in the pool ahead of the books (docs/decisions/0043, round 6).
 */
export class GroupedReads<K, V> {
  #running = 0;
  #next: Asked<K, V>[] = [];
  #startScheduled = false;

  /**
   * `readMany` reads the keys given (maybe one twice) in one statement; `keyOf` names a key
   * as `readMany`'s answer does.
   */
  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<string, V>>,
    private readonly keyOf: (key: K) => string,
    private readonly concurrency = 1,
  ) {}

  read(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.#next.push({ key, resolve, reject });
      // A microtask later, so the keys asked in the same tick share the statement.
      if (this.#running < this.concurrency && !this.#startScheduled) {
        this.#startScheduled = true;
        queueMicrotask(() => this.#start());
      }
    });
  }

  #start() {
    this.#startScheduled = false;
    if (this.#next.length === 0 || this.#running >= this.concurrency) return;
    const asked = this.#next;
    this.#next = [];
    this.#running += 1;
    this.readMany(asked.map((one) => one.key))
      .then(
        (found) => {
          for (const one of asked) one.resolve(found.get(this.keyOf(one.key)));
        },
        (error: unknown) => {
          for (const one of asked) one.reject(error);
        },
      )
      .finally(() => {
        this.#running -= 1;
        this.#start();
      });
  }
}
