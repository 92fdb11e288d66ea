import { attemptAddressKey, REQUEST_HEADERS } from "@wayfare/domain";

/**
 * The visitor's address as the portal forwards it, keyed for attempt limits ("unknown" when
 * absent or not an address). Trusted because only the portal's server calls the service
 * (decision 0035).
 */
export function clientAddress(request: Request): string {
  return attemptAddressKey(request.headers.get(REQUEST_HEADERS.clientAddress));
}
