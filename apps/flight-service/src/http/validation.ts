import type { ZodType } from "zod";
import { failure } from "./envelope";

/** A hostile body has thousands of problems (a long list of bad items); its answer stays small. */
export const MAX_VALIDATION_ERRORS = 10;

/**
 * Parses a request body with a domain schema. Invalid input answers 400 'Bad Request'
 * with one error per distinct problem (up to MAX_VALIDATION_ERRORS), each carrying the
 * schema's own message, so a client that skipped its own validation still shows the
 * spec's words.
 */
export function parseOrFail<T>(
  schema: ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const messages = new Set(result.error.issues.map((issue) => issue.message));
  const errors = [...messages]
    .slice(0, MAX_VALIDATION_ERRORS)
    .map((message) => ({ errCode: "400", message }));
  return { ok: false, response: failure(400, errors) };
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
