import { firstErrorMessage, landingPathFor, shouldRedirectFromAuthPages } from "@wayfare/domain";
import { redirect } from "react-router";
import type { GatewayAnswer, ServiceGateway } from "./gateway/service-gateway.server";

/**
 * What every page of the authentication app shares (F§2, F§4): signed-in users other than
 * GUEST and CUSTOMER are sent to their role's landing page; a successful sign-in lands by
 * role (the gateway keeps the new token); a failure is the answer's first message, as an
 * error toast.
 */

/** Sends a signed-in user to their landing page. */
export async function guardAuthPage(service: ServiceGateway): Promise<void> {
  const session = await service.session();
  if (session.kind === "signed-in" && shouldRedirectFromAuthPages(session.user.role)) {
    const { role, additionalInfo } = session.user;
    throw redirect(landingPathFor(role, additionalInfo.aps));
  }
}

export interface Failure {
  toast: string;
  status: number;
}

/** The toast and HTTP status of a failed call: its first message, its status (or 502). */
export function failureOf(answer: GatewayAnswer<unknown>): Failure {
  return {
    toast: firstErrorMessage(answer.ok ? [] : answer.errors),
    status: !answer.ok && answer.httpStatus >= 400 ? answer.httpStatus : 502,
  };
}

/**
 * After a login call (password, OTP or Google): on success throws the redirect to the
 * role's landing page (or to `next`, a page the user left to log in); otherwise returns the
 * failure to show. `beforeNext` runs first and may decline `next`.
 */
export async function signInOrFailure(
  service: ServiceGateway,
  answer: GatewayAnswer<unknown>,
  next?: { path: string; beforeNext: () => Promise<boolean> },
): Promise<Failure> {
  const claims = answer.ok ? service.tokenClaims() : null;
  if (answer.ok && claims) {
    const { role, additionalInfo } = claims.subject;
    const goesNext = next ? await next.beforeNext() : false;
    throw redirect(goesNext && next ? next.path : landingPathFor(role, additionalInfo.aps));
  }
  return failureOf(answer);
}
