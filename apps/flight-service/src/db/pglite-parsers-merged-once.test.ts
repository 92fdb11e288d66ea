import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withParsersMergedOnce } from "./pglite-parsers-merged-once";

let plain: PGlite;
let client: PGlite;

beforeAll(async () => {
  [plain, client] = [new PGlite(), new PGlite()];
  await Promise.all([plain.waitReady, client.waitReady]);
}, 60_000);
afterAll(() => Promise.all([plain.close(), client.close()]));

/** Every type drizzle gives a parser of its own for, and some it leaves to PGlite. */
const everyKind = sql`select
  timestamp '2027-01-07 06:05:00' as "timestamp",
  timestamptz '2027-01-07 06:05:00+05:30' as "timestamptz",
  date '2027-01-07' as "date",
  interval '2 hours 5 minutes' as "interval",
  array[1.5, 2.25]::numeric[] as "numerics",
  array[timestamp '2027-01-07 06:05:00'] as "timestamps",
  array[timestamptz '2027-01-07 06:05:00+00'] as "timestamptzs",
  array[interval '1 day'] as "intervals",
  array[date '2027-01-07'] as "dates",
  array[1, 2]::int[] as "ints",
  '{"a": 1}'::jsonb as "json",
  true as "flag",
  12.5::numeric as "amount"`;

describe("drizzle's parsers merged into PGlite's once", () => {
  it("reads every type as drizzle on PGlite alone does, outside and inside a transaction", async () => {
    const expected = await drizzle(plain).execute(everyKind);
    const db = drizzle(withParsersMergedOnce(client));
    expect(await db.execute(everyKind)).toEqual(expected);
    expect(await db.transaction((tx) => tx.execute(everyKind))).toEqual(expected);
    expect(expected.rows[0]).toMatchObject({ date: "2027-01-07", interval: "02:05:00" });
  });

  it("gives PGlite no parsers with a statement, so it copies none of its own", async () => {
    const query = vi.spyOn(client, "query");
    const db = drizzle(withParsersMergedOnce(client));
    await db.execute(everyKind);
    await db.execute(sql`select 1`);
    expect(query).toHaveBeenCalledTimes(2);
    for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
    query.mockRestore();
  });
});
