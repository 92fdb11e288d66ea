import type { ZodType } from "zod";
import { failure } from "./envelope";

/**
 * Parses a request body with a domain schema. Invalid input answers 400 'Bad Request'
 * with one error per problem, each carrying the schema's own message, so a client that
 * skipped its own validation still shows the spec's words.
 */
export function parseOrFail<T>(
  schema: ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors = result.error.issues.map((issue) => ({ errCode: "400", message: issue.message }));
  return { ok: false, response: failure(400, errors) };
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
