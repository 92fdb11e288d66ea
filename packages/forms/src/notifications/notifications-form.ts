import { COACH_TOUR_DISMISS_INTENT, NOTIFICATION_TOPICS, plainText } from "@wayfare/domain";
import { z } from "zod";

const topic = z.enum(NOTIFICATION_TOPICS);

/**
 * The notifications page's posts (J§2): mark one read, mark all read, subscribe to the
 * ticked topics, unsubscribe, or dismiss the subscribe nudge and go back to `next`.
 * FormData-shaped: `topics` repeats, one value per ticked box.
 */
export const notificationsFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: z.string().regex(/^\d{1,18}$/) }),
  z.object({ intent: z.literal("read-all") }),
  z.object({
    intent: z.literal("subscribe"),
    topics: z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(topic)),
  }),
  z.object({ intent: z.literal("unsubscribe") }),
  z.object({ intent: z.literal("dismiss-nudge"), next: plainText().max(2_000).optional() }),
]);
export type NotificationsForm = z.infer<typeof notificationsFormSchema>;

/** The coach tour's close (J§2): its intent, and where a post without JavaScript goes back to. */
export const coachTourFormSchema = z.object({
  intent: z.literal(COACH_TOUR_DISMISS_INTENT),
  next: plainText().max(2_000).optional(),
});

/** The ?page= of the notifications page: a whole number from 1, else the first page. */
export function notificationsPageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
