import { catalogueError, type TokenSubject } from "@wayfare/domain";
import { isVisitorSubject } from "../api/default-token";
import { failure } from "../http/envelope";

/**
 * A guest visitor's token opens no account pages: 403 'Invalid Access', or the message
 * given (the spec's 'Login to Cancel').
 */
export function refuseVisitor(subject: TokenSubject, message?: string): Response | undefined {
  if (!isVisitorSubject(subject)) return undefined;
  const error = catalogueError("403");
  return failure(403, [message ? { ...error, message } : error]);
}
