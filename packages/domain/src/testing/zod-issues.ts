/**
 * Test-only helpers for asserting on Zod validation issues.
 * Not exported from the package index.
 */
import type { ZodType } from "zod";

function issuesOf(schema: ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues;
}

/** Each issue as `"path: message"` (path segments joined with "."); `[]` when valid. */
export function issueLines(schema: ZodType, input: unknown): string[] {
  return issuesOf(schema, input).map((i) => `${i.path.join(".")}: ${i.message}`);
}

/** Each issue's message; `[]` when valid. */
export function issueMessages(schema: ZodType, input: unknown): string[] {
  return issuesOf(schema, input).map((i) => i.message);
}

/** The first issue's message; `undefined` when valid. */
export function firstIssueMessage(schema: ZodType, input: unknown): string | undefined {
  return issuesOf(schema, input)[0]?.message;
}

/** Issues as a `{ "path": message }` record (a later issue on the same path wins); `{}` when valid. */
export function issuesByPath(schema: ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(issuesOf(schema, input).map((i) => [i.path.join("."), i.message]));
}
