/** A parsed submission's field errors, for tests: undefined when it succeeded. */
export function errorOf(submission: { status?: string }): unknown {
  return "error" in submission ? submission.error : undefined;
}
