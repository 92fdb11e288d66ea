import {
  type CatalogueError,
  type RefusalCode,
  type RefusalDetail,
  refusalError,
} from "@wayfare/domain";
import { failure } from "./envelope";

/** A bad request's answer stays small: a hostile body has thousands of problems. */
export const MAX_VALIDATION_ERRORS = 10;

/**
 * Every answer that is not a success: an HTTP status and catalogue errors, spec or Wayfare
 * (decision 0041). Handlers return one; the registration turns it into the envelope.
 */
export class Refusal {
  constructor(
    readonly httpStatus: number,
    readonly errors: readonly { errCode: string; message: string }[],
  ) {}

  response(): Response {
    return failure(this.httpStatus, [...this.errors]);
  }
}

export function refuse<C extends RefusalCode>(
  code: C,
  httpStatus: number,
  ...detail: RefusalDetail<C>
): Refusal {
  return new Refusal(httpStatus, [refusalError(code, ...detail)]);
}

/** Several of the spec's codes at once (a search's 1001–1006, a party's 1007–1014). */
export function refuseAll(httpStatus: number, errors: readonly CatalogueError[]): Refusal {
  return new Refusal(httpStatus, errors);
}

type DetailedCode = {
  [C in RefusalCode]: RefusalDetail<C> extends [string] ? C : never;
}[RefusalCode];

/** One code for each of several details (every unknown airport of a search). */
export function refuseEach(code: DetailedCode, httpStatus: number, details: readonly string[]) {
  return new Refusal(
    httpStatus,
    details.map((detail) => refusalError(code, detail)),
  );
}

/**
 * Input the domain's schemas or rules refuse: 400 with one error per distinct field message
 * (WF100), so a client that skipped its own validation still shows the spec's words.
 */
export function refuseInput(messages: readonly string[]): Refusal {
  return refuseEach("WF100", 400, [...new Set(messages)].slice(0, MAX_VALIDATION_ERRORS));
}
