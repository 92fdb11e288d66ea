import type { TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { catalogueFailure } from "./envelope";

export type AuthenticatedHandler = (subject: TokenSubject) => Promise<Response>;

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization")?.trim();
  return header ? header.replace(/^Bearer\s+/i, "") : undefined;
}

/**
 * Runs a handler for the holder of a valid token, or answers 403 'Invalid Access'.
 * Every authenticated answer carries a fresh token in its authorization header (F§7
 * "token replacement happens when an authorization header is returned").
 */
export async function authenticated(
  ctx: ServiceContext,
  request: Request,
  handler: AuthenticatedHandler,
): Promise<Response> {
  const token = bearerToken(request);
  const subject = token ? await ctx.tokens.read(token) : null;
  if (!subject) return catalogueFailure(403, "403");
  const response = await handler(subject);
  if (response.ok) response.headers.set("authorization", await ctx.tokens.issue(subject));
  return response;
}
