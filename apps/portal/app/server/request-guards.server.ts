import { data, type MiddlewareFunction } from "react-router";
import { readToken } from "./session.server";
import { submissionRefusal } from "./submission-guard.server";

/**
 * Every request of every route, before its loaders or action run: a submission no form of
 * ours could send is refused with its status and message (an error page), so no action
 * parses an unbounded body; and a page served to anyone holding a session, or starting one,
 * is never stored by a browser or a proxy (`no-store`).
 */
export const requestGuards: MiddlewareFunction<Response> = async ({ request }, next) => {
  const refusal = await submissionRefusal(request);
  if (refusal) throw data(refusal.message, { status: refusal.status });
  const response = await next();
  if (readToken(request) || response.headers.has("set-cookie")) {
    response.headers.set("Cache-Control", "no-store");
  }
  return response;
};
