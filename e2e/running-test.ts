import { randomUUID } from "node:crypto";
import { type TestInfo, test } from "@playwright/test";

/**
 * The running Playwright test's info, or undefined when the e2e steps run outside the test
 * runner (scripts/lighthouse-scores.mjs books through the UI with them). test.info() throws
 * outside a test; this is the one place that asks it, so the helpers can say what they do
 * in either case instead of failing.
 */
export function runningTest(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

/** Outside the runner, what stands for the test's identity: one per process. */
export const outsideRunnerId = `outside-runner:${randomUUID()}`;
