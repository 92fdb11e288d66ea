import {
  type BookingStatus,
  bookingActions,
  type CancellationConfirmRequest,
  type CancellationQuoteRequest,
  endpoints,
  groupMemberOf,
  type InvoiceAudience,
  invoiceAudiencesFor,
  type MyBookingsRequest,
  myBookingsRequestSchema,
} from "@wayfare/domain";
import { data } from "react-router";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The after-booking calls (J§2 My bookings, Cancel / amend booking), as the signed-in user. */

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

export function myBookings(service: ServiceGateway, query: MyBookingsRequest) {
  return service.call(endpoints.myBookings, query);
}

export function cancellationQuote(service: ServiceGateway, body: CancellationQuoteRequest) {
  return service.call(endpoints.cancellationQuote, body);
}

export function cancellationConfirm(service: ServiceGateway, body: CancellationConfirmRequest) {
  return service.call(endpoints.cancellationConfirm, body);
}

/** A user's own token, not a guest token (the service refuses guests 'Login to Cancel'). */
export async function signedIn(service: ServiceGateway): Promise<boolean> {
  return (await service.signedInUser()) !== undefined;
}

/** The invoices and credit notes the signed-in user's role gets; null for a guest. */
export async function invoiceAudiencesOf(
  service: ServiceGateway,
): Promise<InvoiceAudience[] | null> {
  const subject = await service.signedInUser();
  if (!subject) return null;
  return invoiceAudiencesFor(groupMemberOf(subject));
}

/**
 * Whether the caller may cancel or amend a booking (the domain's `bookingActions`): open,
 * 'Login to Cancel' for a guest, or closed.
 */
export async function amendmentGate(service: ServiceGateway, status: BookingStatus) {
  const actions = bookingActions({
    status,
    signedIn: await signedIn(service),
    hasTjFlex: false,
    hasUpcomingFlight: true,
  });
  if (actions.includes("cancel")) return "open" as const;
  return actions.includes("loginToCancel") ? ("login" as const) : ("closed" as const);
}
