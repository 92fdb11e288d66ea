import type { z } from "zod";

/** One failed rule on a passenger form field. */
export interface PassengerFieldIssue<Field extends string = string> {
  field: Field;
  message: string;
}

/** Adds field issues to a Zod refinement context, at the field's path under `prefix`. */
export function addPassengerIssues(
  ctx: z.RefinementCtx,
  issues: readonly PassengerFieldIssue[],
  prefix: readonly (string | number)[] = [],
): void {
  for (const issue of issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: [...prefix, issue.field] });
  }
}
