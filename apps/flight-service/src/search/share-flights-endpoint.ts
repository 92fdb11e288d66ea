import { endpoints } from "@wayfare/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { reprice } from "../booking/reprice";
import { lockKey } from "../db/locks";
import { outboxMessages } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseAll } from "../http/refusal";
import { sendToOutbox } from "../outbox/outbox";
import { sharedFlightLine, shareEmail, shareSubject } from "../outbox/templates/share";

/** Shares a user may send in ten minutes (a decision, as for tickets). */
const SHARES_PER_TEN_MINUTES = 10;

/**
 * POST /xms/v1/flight/share: an agent emails chosen fares of the results to a client (to the
 * outbox), each priced again for the search's party; 10 shares per user in 10 minutes, then
 * 429 + 416. Guests: 403; customers: 2504.
 */
export const shareFlights = forUser(endpoints.shareFlights, async (request, { ctx, subject }) => {
  const refused = refuseVisitor(subject);
  if (refused) return refused;
  // An agent item (F§6): retail customers have no clients to share with.
  if (subject.role === "CUSTOMER") return refuse("2504", 400);
  const now = ctx.config.now();
  const lines: string[] = [];
  for (const priceId of request.priceIds) {
    const priced = reprice([priceId], request.passengers, subject, now);
    if (!priced.ok) return refuseAll(400, priced.errors);
    lines.push(...priced.value.legs.map((leg) => sharedFlightLine(leg.trip)));
  }
  const email = shareEmail(subject, lines);
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, `share:${subject.userId}`);
    const [sent] = await tx
      .select({ n: count() })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.subject, shareSubject(subject)),
          gt(outboxMessages.createdAt, sql`now() - make_interval(mins => 10)`),
        ),
      );
    if ((sent?.n ?? 0) >= SHARES_PER_TEN_MINUTES) return refuse("416", 429);
    await sendToOutbox(tx, [{ channel: "EMAIL", recipient: request.email, ...email }]);
    return { recipient: request.email, flights: request.priceIds.length };
  });
});
