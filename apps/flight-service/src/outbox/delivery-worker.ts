import type { OutboxDelivery } from "./delivery";

/**
 * Delivers what is due every `intervalMs`, one run at a time. `stop` clears the timer and
 * waits for the run in progress, so a message being sent on shutdown is recorded as sent.
 */
export function startDeliveryWorker(delivery: OutboxDelivery, intervalMs: number) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= delivery
      .deliverDue()
      .then(
        () => undefined,
        (error) => console.error("[outbox] delivery run failed", error),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
