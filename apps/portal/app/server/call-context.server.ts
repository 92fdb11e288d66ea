import { REQUEST_HEADERS } from "@wayfare/domain";
import type { CallContext } from "./service-client.server";

/** What the service is told about the visitor: their browser and their address. */
export function callContext(request: Request): CallContext {
  return {
    browser: request.headers.get("user-agent") ?? undefined,
    clientAddress: request.headers.get(REQUEST_HEADERS.clientAddress) ?? undefined,
  };
}
