/**
 * The customer journey page and its requests (J§2, J§3, J§4): an agent shares a booking's
 * journey page with the traveller by a link, and the traveller raises a request per segment
 * from it. The spec names the data (agent name, email, mobile, logo, showPrice,
 * customerTripInfos, isRequestRaised; pendingRequests, autofill flags, per-segment autofill
 * errors) and that a raised request sets isRequestRaised; the messages below are ours, the
 * spec shows none (decision 0072).
 */
export const CUSTOMER_JOURNEY_MESSAGES = {
  linkInvalid: "This link is no longer valid. Please ask your travel agent for a new one.",
  requestPending: "A request for this flight is already waiting for the travel desk.",
  notChangeable: "This booking cannot be changed.",
  requestRaised: "Your request has been raised. Your travel agent will contact you.",
} as const;

/** Who may share a booking's journey page: a signed-in business user, never a guest or retail customer. */
export function mayShareCustomerJourney(role: string): boolean {
  return role !== "GUEST" && role !== "CUSTOMER";
}

/** A request still waiting for the travel desk, as the traveller sees it. */
export interface PendingCustomerRequest {
  requestId: string;
  segmentIds: string[];
}

/** Per segment: whether its form is autofilled (every passenger ticked) or why it takes no request. */
export interface CustomerRequestSegment {
  segmentId: string;
  autofill: boolean;
  autofillError: string | null;
}

/**
 * Whether each segment may take a request (J§3 'autofill flags, per-segment autofill
 * errors'): only a ticketed booking's segments, and one pending request per segment.
 */
export function customerRequestSegments(
  segmentIds: readonly string[],
  bookingStatus: string,
  pending: readonly PendingCustomerRequest[],
): CustomerRequestSegment[] {
  const waiting = new Set(pending.flatMap((request) => request.segmentIds));
  return segmentIds.map((segmentId) => {
    const autofillError =
      bookingStatus !== "Success"
        ? CUSTOMER_JOURNEY_MESSAGES.notChangeable
        : waiting.has(segmentId)
          ? CUSTOMER_JOURNEY_MESSAGES.requestPending
          : null;
    return { segmentId, autofill: autofillError === null, autofillError };
  });
}

/** J§4 'Customer request': a raised request that still waits sets isRequestRaised. */
export function isRequestRaised(pending: readonly PendingCustomerRequest[]): boolean {
  return pending.length > 0;
}
