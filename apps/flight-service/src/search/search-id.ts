import { isTravelDate, type SearchQuery, searchQuerySchema } from "@wayfare/domain";
import { hashText } from "../inventory/prng";

/**
 * The searchId is the search itself: the query, the batch to answer next and the day the
 * search started (so the one-year check and days-to-departure stay those of the first
 * call), as base64url JSON with a checksum. Any instance can answer a retry and nothing is
 * stored. It is validated, not secret: a client that edits one only asks another search,
 * which it could have done anyway, and every field is validated again on the way in.
 */
export interface SearchCursor {
  query: SearchQuery;
  batch: number;
  /** Today in India when the search started (yyyy-mm-dd). */
  startedOn: string;
}

const MAX_BATCH = 16;

function readCursor(value: unknown): SearchCursor | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { query, batch, startedOn } = value as Record<string, unknown>;
  const parsed = searchQuerySchema.safeParse(query);
  if (!parsed.success || !Number.isInteger(batch)) return undefined;
  if (typeof startedOn !== "string" || !isTravelDate(startedOn)) return undefined;
  const index = batch as number;
  return index >= 0 && index <= MAX_BATCH
    ? { query: parsed.data, batch: index, startedOn }
    : undefined;
}

const CHECKSUM_SALT = "wayfare-search-v1";

function checksum(body: string): string {
  return hashText(`${CHECKSUM_SALT}|${body}`).toString(36);
}

export function encodeSearchId(cursor: SearchCursor): string {
  const body = Buffer.from(JSON.stringify(cursor)).toString("base64url");
  return `${body}.${checksum(body)}`;
}

export function decodeSearchId(searchId: string): SearchCursor | undefined {
  const [body, sum, ...rest] = searchId.split(".");
  if (!body || !sum || rest.length > 0 || checksum(body) !== sum) return undefined;
  try {
    return readCursor(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  } catch {
    return undefined;
  }
}
