import { REQUEST_HEADERS } from "@wayfare/domain";
import type { Session } from "../auth/sessions";
import type { ServiceContext } from "../context";

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization")?.trim();
  return header ? header.replace(/^Bearer\s+/i, "") : undefined;
}

/**
 * The white-label key the call came with (F§7): the partner whose host the visitor is on;
 * null for the base brand's hosts. Sessions and sign-ins are bound to it (decision 0078).
 */
export function whiteLabelOf(request: Request): string | null {
  return request.headers.get(REQUEST_HEADERS.whiteLabelKey)?.trim() || null;
}

/**
 * The caller's token and its live session: null for a caller without a token, undefined for
 * a token that names no live session (every endpoint answers that 403 'Invalid Access',
 * decision 0036: the client drops it, as F§4 says).
 */
export async function liveSession(
  ctx: ServiceContext,
  request: Request,
): Promise<Session | null | undefined> {
  const token = bearerToken(request);
  if (!token) return null;
  const session = await ctx.sessions.read(token, whiteLabelOf(request));
  if (session) callers.set(request, session.subject.userId);
  return session ?? undefined;
}

/** The user ids of the requests with a live session, for what every answer carries. */
const callers = new WeakMap<Request, string>();

/** The user id of the request's live session, once an endpoint has read it. */
export function callerOf(request: Request): string | undefined {
  return callers.get(request);
}
