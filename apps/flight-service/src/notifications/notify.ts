import type { UserNotificationEvent } from "@wayfare/domain";
import type { Database } from "../db/database";
import { userNotifications } from "../db/schema";

/**
 * Adds to a user's notifications history (J§2); call it in the event's own transaction,
 * where its email is queued, so the two stand or fall together.
 */
export async function notifyUser(
  db: Pick<Database, "insert">,
  userId: string,
  event: UserNotificationEvent,
  at: Date,
): Promise<void> {
  await db.insert(userNotifications).values({ userId, event, receivedOn: at });
}
