import type { TokenSubject } from "@wayfare/domain";
import { isVisitorSubject } from "../api/default-token";
import { type Refusal, refuse } from "../http/refusal";

/**
 * A guest visitor's token opens no account pages: 403 'Invalid Access', or the spec's
 * 'Login to Cancel' (WF109) or 'Login for Invoice' (WF110).
 */
export function refuseVisitor(
  subject: TokenSubject,
  code: "403" | "WF109" | "WF110" = "403",
): Refusal | undefined {
  return isVisitorSubject(subject) ? refuse(code, 403) : undefined;
}
