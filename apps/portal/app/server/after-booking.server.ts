import {
  type BookingStatus,
  bookingActions,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  type CancellationConfirmRequest,
  type CancellationQuoteRequest,
  cancellationConfirmPayloadSchema,
  cancellationQuotePayloadSchema,
  type InvoiceAudience,
  invoiceAudiencesFor,
  MY_BOOKINGS_PATH,
  type MyBookingsRequest,
  myBookingsPayloadSchema,
  myBookingsRequestSchema,
} from "@wayfare/domain";
import { data } from "react-router";
import { callAsUser } from "./booking.server";
import { signedInUser } from "./session.server";

/**
 * The after-booking calls (J§2 My bookings, Cancel / amend booking) as the signed-in user,
 * through `callAsUser`: token from the cookie, rotated token back, payload checked.
 */

/**
 * `?tab=Upcoming&page=2` (pages count from 1 in the URL, from 0 for the service), checked
 * with the service's own request schema; a link that is not one of ours explains itself.
 */
export function myBookingsQueryFrom(request: Request): MyBookingsRequest {
  const params = new URL(request.url).searchParams;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const page = number("page");
  const parsed = myBookingsRequestSchema.safeParse({
    data: {
      tab: params.get("tab") ?? undefined,
      page: page === undefined ? undefined : page - 1,
      pageSize: number("pageSize"),
    },
  });
  if (!parsed.success) throw data({ message: "This bookings link is not valid." }, 400);
  return parsed.data.data;
}

export function myBookings(request: Request, query: MyBookingsRequest) {
  return callAsUser(request, MY_BOOKINGS_PATH, query, myBookingsPayloadSchema);
}

export function cancellationQuote(request: Request, body: CancellationQuoteRequest) {
  return callAsUser(request, CANCELLATION_QUOTE_PATH, body, cancellationQuotePayloadSchema);
}

export function cancellationConfirm(request: Request, body: CancellationConfirmRequest) {
  return callAsUser(request, CANCELLATION_CONFIRM_PATH, body, cancellationConfirmPayloadSchema);
}

/** A user's own token, not a guest token (the service refuses guests 'Login to Cancel'). */
export async function signedIn(request: Request): Promise<boolean> {
  return (await signedInUser(request)) !== undefined;
}

/** The invoices and credit notes the signed-in user's role gets; null for a guest. */
export async function invoiceAudiencesOf(request: Request): Promise<InvoiceAudience[] | null> {
  const subject = await signedInUser(request);
  if (!subject) return null;
  return invoiceAudiencesFor({ role: subject.role, gps: subject.additionalInfo.gps });
}

/**
 * Whether the caller may cancel or amend a booking (the domain's `bookingActions`): open,
 * 'Login to Cancel' for a guest, or closed.
 */
export async function amendmentGate(request: Request, status: BookingStatus) {
  const actions = bookingActions({
    status,
    signedIn: await signedIn(request),
    hasTjFlex: false,
    hasUpcomingFlight: true,
  });
  if (actions.includes("cancel")) return "open" as const;
  return actions.includes("loginToCancel") ? ("login" as const) : ("closed" as const);
}
