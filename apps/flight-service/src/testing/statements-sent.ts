import pg from "pg";

/**
 * The statements this process sends to Postgres while `work` runs (each one round trip),
 * those whose SQL `matches` when given. On Postgres only: PGlite sends none.
 */
export async function statementsSentDuring<T>(
  work: () => Promise<T>,
  matches: (text: string) => boolean = () => true,
): Promise<[T, number]> {
  let sent = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === "string" ? first : (first as { text?: string })?.text;
    if (matches(text ?? "")) sent += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return [await work(), sent];
  } finally {
    pg.Client.prototype.query = query;
  }
}
