import { endpoints, fareCalendarRequestSchema, withCalendarMarkup } from "@wayfare/domain";
import { data } from "react-router";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { agentMarkup } from "../server/results-search.server";
import type { Route } from "./+types/flight.fare-calendar";

/**
 * GET /flight/fare-calendar?from=DEL&to=BOM&cabinClass=ECONOMY&month=2027-04&seats=2: a
 * month's lowest fare per day as JSON, for the search form's calendars, priced as the user's
 * search would be (an agent's with the markup). Private to the user.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { searchParams } = url;
  const seats = searchParams.get("seats");
  const ask = fareCalendarRequestSchema.shape.data.safeParse({
    from: searchParams.get("from"),
    to: searchParams.get("to"),
    cabinClass: searchParams.get("cabinClass"),
    month: searchParams.get("month"),
    seats: seats === null ? undefined : Number(seats),
  });
  if (!ask.success) return data({ days: [] }, { status: 400 });
  const service = serviceOf(context);
  const answer = await service.call(endpoints.fareCalendar, ask.data);
  if (!answer.ok) return data({ days: [] }, { status: 502 });
  const days = withCalendarMarkup(answer.payload.days, await agentMarkup(service, request));
  return Response.json({ days }, { headers: { "Cache-Control": "private, max-age=300" } });
}
