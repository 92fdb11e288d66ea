import { data, type MiddlewareFunction } from "react-router";
import { readToken, rotatedTokenCookie } from "./session.server";
import { submissionRefusal } from "./submission-guard.server";

/**
 * Every request of every route, before its loaders or action run: a submission no form of
 * ours could send is refused with its status and message (an error page), so no action
 * parses an unbounded body; and a page served to anyone holding a session, or starting one,
 * is never stored by a browser or a proxy (`no-store`); and a token the service rotated
 * meanwhile reaches the cookie, whether or not the route passed it on.
 */
export const requestGuards: MiddlewareFunction<Response> = async ({ request }, next) => {
  const refusal = await submissionRefusal(request);
  if (refusal) throw data(refusal.message, { status: refusal.status });
  const response = await next();
  const rotated = rotatedTokenCookie(request, response);
  if (rotated) response.headers.append("set-cookie", rotated);
  if (readToken(request) || response.headers.has("set-cookie")) {
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};
