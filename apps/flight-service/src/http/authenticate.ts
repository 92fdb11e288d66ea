import type { TokenSubject } from "@wayfare/domain";
import type { Session } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { catalogueFailure } from "./envelope";

export type AuthenticatedHandler = (subject: TokenSubject) => Promise<Response>;

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization")?.trim();
  return header ? header.replace(/^Bearer\s+/i, "") : undefined;
}

/**
 * The caller's live session; null for a caller without a token (a visitor where visitors
 * are served). A token that names no live session is answered 403 'Invalid Access', on
 * every endpoint (decision 0036): the client drops it, as F§4 says.
 */
export async function optionalSession(
  ctx: ServiceContext,
  request: Request,
): Promise<Session | null | Response> {
  const token = bearerToken(request);
  if (!token) return null;
  return (await ctx.sessions.read(token)) ?? catalogueFailure(403, "403");
}

/**
 * Runs a handler for the holder of a live session, or answers 403 'Invalid Access'.
 * Every authenticated answer carries the session's next token in its authorization header
 * (F§7 "token replacement happens when an authorization header is returned").
 */
export async function authenticated(
  ctx: ServiceContext,
  request: Request,
  handler: AuthenticatedHandler,
): Promise<Response> {
  const session = await optionalSession(ctx, request);
  if (!session || session instanceof Response) return catalogueFailure(403, "403");
  const response = await handler(session.subject);
  if (response.ok) response.headers.set("authorization", await ctx.sessions.rotate(session));
  return response;
}
