import type { ZodType } from "zod";
import { type Refusal, refuseInput } from "./refusal";

/** Parses a request body with a domain schema; what it refuses is the schema's messages. */
export function parseInput<T>(
  schema: ZodType<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; refusal: Refusal } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, refusal: refuseInput(result.error.issues.map((issue) => issue.message)) };
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
