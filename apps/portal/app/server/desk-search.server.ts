import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints, type MyBookingSummary } from "@wayfare/domain";
import { deskBookingSearchFormSchema } from "@wayfare/forms";
import { orThrow } from "./booking.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

export interface DeskSearch {
  /** The search as Conform gives it back: the text and its message. */
  result: SubmissionResult | null;
  /** What the service found; null before a search and for a text it would not take. */
  bookings: MyBookingSummary[] | null;
}

/** The booking desk's search of the page's URL (`?query=`), if it has one (decision 0066). */
export async function deskSearch(service: ServiceGateway, url: URL): Promise<DeskSearch> {
  if (!url.searchParams.has("query")) return { result: null, bookings: null };
  const submission = parseWithZod(url.searchParams, { schema: deskBookingSearchFormSchema });
  if (submission.status !== "success") return { result: submission.reply(), bookings: null };
  const found = orThrow(await service.call(endpoints.deskBookingSearch, submission.value));
  return { result: submission.reply(), bookings: found.bookings };
}

export const deskBookingHref = (bookingId: string) =>
  `/manage-carts/booking?bookingId=${bookingId}`;
