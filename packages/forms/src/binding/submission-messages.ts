/** Every message of a refused submission, for a page that shows them in one place. */
export function submissionMessages(submission: {
  error?: Record<string, string[] | null> | null;
}): string[] {
  return Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
}
