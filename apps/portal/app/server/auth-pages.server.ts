import {
  firstErrorMessage,
  landingPathFor,
  readTokenClaims,
  shouldRedirectFromAuthPages,
} from "@wayfare/domain";
import { redirect } from "react-router";
import type { ServiceResult } from "./service-client.server";
import { checkSession, storeToken } from "./session.server";

/**
 * What every page of the authentication app shares (F§2, F§4): signed-in users other than
 * GUEST and CUSTOMER are sent to their role's landing page; a successful sign-in stores the
 * token and lands by role; a failure is the response's first message, as an error toast.
 */

/** Throws the redirect for a signed-in user; otherwise the headers the page answers with. */
export async function guardAuthPage(request: Request): Promise<HeadersInit> {
  const session = await checkSession(request);
  if (session.kind === "signed-in" && shouldRedirectFromAuthPages(session.user.role)) {
    const { role, additionalInfo } = session.user;
    throw redirect(landingPathFor(role, additionalInfo.aps), {
      headers: { "set-cookie": session.setCookie },
    });
  }
  return session.kind === "anonymous" ? {} : { "set-cookie": session.setCookie };
}

export interface Failure {
  toast: string;
  status: number;
}

/** The toast and HTTP status of a failed call: its first message, its status (or 502). */
export function failureOf(result: ServiceResult<unknown>): Failure {
  return {
    toast: firstErrorMessage(result.ok ? [] : result.errors),
    status: result.httpStatus >= 400 ? result.httpStatus : 502,
  };
}

/**
 * After a login call (password, OTP or Google): on success throws the redirect to the
 * role's landing page (or to `next`, a page the user left to log in) with the uuid cookie;
 * otherwise returns the failure to show. `beforeNext` runs first and may decline `next`.
 */
export async function signInOrFailure(
  result: ServiceResult<unknown>,
  next?: { path: string; beforeNext: (token: string) => Promise<boolean> },
): Promise<Failure> {
  const claims = result.ok && result.token ? readTokenClaims(result.token) : null;
  if (result.ok && result.token && claims) {
    const { role, additionalInfo } = claims.subject;
    const goesNext = next ? await next.beforeNext(result.token) : false;
    throw redirect(goesNext && next ? next.path : landingPathFor(role, additionalInfo.aps), {
      headers: { "set-cookie": storeToken(result.token) },
    });
  }
  return failureOf(result);
}
