import { endpoints } from "@wayfare/domain";
import { renewalHeaders } from "../auth/sessions";
import { forAnyone } from "../http/handlers";
import { refuseEach } from "../http/refusal";
import { reply } from "../http/reply";
import { indiaToday } from "../inventory/local-time";
import { findAirport } from "../reference/airports";
import { monthLowestFares } from "./fare-calendar";

/**
 * POST /xms/v1/flight/fare-calendar: a month's lowest fare per day for a route and cabin, as
 * the caller's search would price it (a live session widens the fares, and is rotated).
 */
export const fareCalendar = forAnyone(endpoints.fareCalendar, async (request, { ctx, session }) => {
  const unknown = [request.from, request.to].filter((code) => !findAirport(code));
  if (unknown.length > 0) return refuseEach("WF104", 400, unknown);
  const now = new Date();
  const { today, todayDate } = indiaToday(now);
  const days = await monthLowestFares(ctx.db, request, {
    today,
    todayDate,
    now,
    subject: session?.subject ?? null,
  });
  const headers = session ? await renewalHeaders(ctx.sessions, session) : {};
  return reply({ days }, { headers });
});
