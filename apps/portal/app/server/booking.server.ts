import {
  type ApiError,
  BOOKING_DETAILS_PATH,
  type BookingPayload,
  bookingIdSchema,
  bookingPayloadSchema,
  catalogueError,
  encodeSearchUrl,
  REVIEW_DETAILS_PATH,
  type ReviewDetailsPayload,
  readTokenClaims,
  reviewDetailsPayloadSchema,
  searchQueryOfJourney,
} from "@wayfare/domain";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { callContext } from "./call-context.server";
import { isLocalPath } from "./local-path.server";
import { serviceClient } from "./service.server";
import {
  noteRotatedToken,
  readToken,
  sessionEnded,
  sessionStartPath,
  storeToken,
} from "./session.server";

/**
 * The booking pages' calls to the service, as the signed-in user: the token from the
 * cookie, the rotated one back into it, a 403 ends the session (F§4), and every payload is
 * checked against its domain schema before a page sees it.
 */
export type BookingCall<Payload> =
  | { ok: true; payload: Payload; setCookie: string }
  | { ok: false; errors: ApiError[]; httpStatus: number; setCookie?: string };

export function requireToken(request: Request): string {
  const token = readToken(request);
  if (!token) throw redirect(sessionStartPath(new URL(request.url)));
  return token;
}

export async function callAsUser<Schema extends z.ZodType>(
  request: Request,
  path: string,
  body: unknown,
  schema: Schema,
  method: "GET" | "POST" = "POST",
): Promise<BookingCall<z.output<Schema>>> {
  const token = requireToken(request);
  const client = await serviceClient();
  const result = await client.call<unknown>(method, path, body, {
    token,
    currentUserId: readTokenClaims(token)?.subject.userId,
    ...callContext(request),
  });
  if (!result.ok && result.httpStatus === 403) throw sessionEnded();
  noteRotatedToken(request, result.token);
  const setCookie = storeToken(result.token ?? token);
  // F§7: a `redirection-url` header sends the page there, if it is one of ours.
  if (isLocalPath(result.redirectTo)) {
    throw redirect(result.redirectTo, { headers: { "set-cookie": setCookie } });
  }
  if (!result.ok)
    return { ok: false, errors: result.errors, httpStatus: result.httpStatus, setCookie };
  const parsed = schema.safeParse(result.payload);
  if (!parsed.success) return { ok: false, errors: [catalogueError("502")], httpStatus: 502 };
  return { ok: true, payload: parsed.data, setCookie };
}

/** The bookingId in the page's URL (`?bookingId=WF…`), or a 404 page that says so. */
export function bookingIdFrom(request: Request): string {
  const parsed = bookingIdSchema.safeParse(new URL(request.url).searchParams.get("bookingId"));
  if (!parsed.success) throw data({ message: "This booking link is not complete." }, 404);
  return parsed.data;
}

/** Loads or throws the error page of a failed call (its first message, its status). */
export function orThrow<Payload>(call: BookingCall<Payload>): {
  payload: Payload;
  setCookie: string;
} {
  if (call.ok) return call;
  const status = call.httpStatus >= 400 ? call.httpStatus : 502;
  throw data({ message: call.errors[0]?.message ?? catalogueError("100").message }, status);
}

export async function reviewDetails(request: Request, bookingId: string) {
  return callAsUser(request, REVIEW_DETAILS_PATH, { bookingId }, reviewDetailsPayloadSchema);
}

export async function bookingDetails(request: Request, bookingId: string) {
  return callAsUser(request, BOOKING_DETAILS_PATH, { bookingId }, bookingPayloadSchema);
}

export type { BookingPayload, ReviewDetailsPayload };

/** The results of the search a journey came from ('Back to flight list', the stepper's first step). */
export function resultsHrefOf(journey: Parameters<typeof searchQueryOfJourney>[0]): string {
  return encodeSearchUrl(searchQueryOfJourney(journey));
}
