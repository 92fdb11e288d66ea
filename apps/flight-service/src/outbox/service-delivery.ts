import type { Database } from "../db/database";
import { outboxDelivery, type Senders } from "./delivery";
import { DEFAULT_DELIVERY_INTERVAL_MS, type DeliveryOptions } from "./delivery-config";
import { startDeliveryWorker } from "./delivery-worker";
import { loggingSmsSender } from "./senders";
import { smtpSender } from "./smtp-sender";

/** A service's delivery: its senders, and its worker unless the interval is 0. */
export function serviceDelivery(db: Database, options: DeliveryOptions, now: () => Date) {
  const senders: Senders = { SMS: options.sms ?? loggingSmsSender };
  if (options.smtp) senders.EMAIL = smtpSender(options.smtp);
  const delivery = outboxDelivery(db, senders, now, options.retry);
  const intervalMs = options.intervalMs ?? DEFAULT_DELIVERY_INTERVAL_MS;
  const worker = intervalMs > 0 ? startDeliveryWorker(delivery, intervalMs) : undefined;
  return {
    deliverDue: delivery.deliverDue,
    async stop() {
      await worker?.stop();
      delivery.close();
    },
  };
}
