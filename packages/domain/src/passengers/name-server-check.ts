import type { ErrorCode } from "../errors/catalogue";
import {
  DEFAULT_PASSENGER_NAME_RULES,
  type PassengerNameRules,
  type PassengerNames,
  SINGLE_NAME_MAX_LENGTH,
} from "./names";

/**
 * The service's own name check (J§5, J§8): 1007 'First name blank or contains whitespace',
 * 1008 'Last name blank or non-alphabet', 1009 'Name length over 50 characters'.
 *
 * Decisions: the form allows spaces inside names (middle names), so the service's
 * "whitespace" is whitespace the form would never send: leading, trailing, repeated, or
 * other than a plain space. "Blank" counts only where the name rules require the name
 * (a single-name passenger has a blank first or last name by design).
 */
const CANONICAL_NAME = /^[A-Za-z]+( [A-Za-z]+)*$/;

export function passengerNameServerErrorCode(
  names: PassengerNames,
  rules: PassengerNameRules = DEFAULT_PASSENGER_NAME_RULES,
): ErrorCode | undefined {
  const firstName = names.firstName ?? "";
  const lastName = names.lastName ?? "";
  if (firstName === "" ? rules.firstNameRequired : /^\s|\s$|\s\s|[^\S ]/.test(firstName)) {
    return "1007";
  }
  if (lastName === "" ? rules.lastNameRequired : !CANONICAL_NAME.test(lastName)) return "1008";
  if (firstName.length > SINGLE_NAME_MAX_LENGTH || lastName.length > SINGLE_NAME_MAX_LENGTH) {
    return "1009";
  }
  return undefined;
}
