import {
  type BookingPayload,
  bookingIdSchema,
  catalogueError,
  encodeSearchUrl,
  endpoints,
  type ReviewDetailsPayload,
  searchQueryOfJourney,
} from "@wayfare/domain";
import { data, redirect } from "react-router";
import { confirmationPath } from "../confirmation-path";
import type { GatewayAnswer, ServiceGateway } from "./gateway/service-gateway.server";

/** The bookingId in the page's URL (`?bookingId=WF…`), or a 404 page that says so. */
export function bookingIdFrom(request: Request): string {
  const parsed = bookingIdSchema.safeParse(new URL(request.url).searchParams.get("bookingId"));
  if (!parsed.success) throw data({ message: "This booking link is not complete." }, 404);
  return parsed.data;
}

/** A loader's payload, or the error page of a failed call (its first message, its status). */
export function orThrow<Payload>(answer: GatewayAnswer<Payload>): Payload {
  if (answer.ok) return answer.payload;
  const status = answer.httpStatus >= 400 ? answer.httpStatus : 502;
  throw data({ message: answer.errors[0]?.message ?? catalogueError("100").message }, status);
}

export function reviewDetails(service: ServiceGateway, bookingId: string) {
  return service.call(endpoints.reviewDetails, { bookingId });
}

export function bookingDetails(service: ServiceGateway, bookingId: string) {
  return service.call(endpoints.bookingDetails, { bookingId });
}

export type { BookingPayload, ReviewDetailsPayload };

/** The results of the search a journey came from ('Back to flight list', the stepper's first step). */
export function resultsHrefOf(journey: Parameters<typeof searchQueryOfJourney>[0]): string {
  return encodeSearchUrl(searchQueryOfJourney(journey));
}

/**
 * The ticketed booking a page that changes it is for (`?bookingId=`): modify booking,
 * reissue. One that is not ticketed goes back to its confirmation page.
 */
export async function ticketedBookingFrom(
  service: ServiceGateway,
  request: Request,
): Promise<BookingPayload> {
  const bookingId = bookingIdFrom(request);
  const booking = orThrow(await bookingDetails(service, bookingId));
  if (booking.status !== "Success") throw redirect(confirmationPath(bookingId));
  return booking;
}
