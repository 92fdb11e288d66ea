import type { PassengerFieldIssue } from "./issues";
import {
  combinedNameLengthMessage,
  nameLengthMessage,
  PASSENGER_MESSAGES,
  pnrMismatchMessage,
} from "./messages";

/**
 * Name rules of J§5.
 *
 * Decisions where the spec is silent:
 * - "Letters" are A–Z in either case: airline tickets carry no other letters, so "é" is a
 *   special character. A digit wins over a special character when both are present.
 * - The single-name caps use the combined message's wording ('First Name should be max of
 *   50 characters.'), as J§5 says the length messages end in 'characters.'.
 * - The combined length counts both trimmed names without a separator.
 * - 'Both First Name and Last Name cannot be empty' shows (on firstName) only when neither
 *   field's own "required" message already did.
 * - The PNR match ignores case and repeated spaces (airlines store names upper-case).
 */
export interface NameLengthLimit {
  min?: number;
  max: number;
}

export interface PassengerNameRules {
  firstNameRequired: boolean;
  lastNameRequired: boolean;
  firstName: NameLengthLimit;
  lastName: NameLengthLimit;
  combined: NameLengthLimit;
}

export const SINGLE_NAME_MAX_LENGTH = 50;
export const COMBINED_NAME_MAX_LENGTH = 45;

/** Defaults of J§5/J§9; suppliers override the limits by configuration. */
export const DEFAULT_PASSENGER_NAME_RULES: PassengerNameRules = {
  firstNameRequired: true,
  lastNameRequired: false,
  firstName: { max: SINGLE_NAME_MAX_LENGTH },
  lastName: { max: SINGLE_NAME_MAX_LENGTH },
  combined: { max: COMBINED_NAME_MAX_LENGTH },
};

export const FIRST_NAME_LABEL = "First Name";
export const LAST_NAME_LABEL = "Last Name";

/** 'Name cannot contain Numbers' or 'Name should not contain special character', else undefined. */
export function nameCharacterError(name: string): string | undefined {
  if (/\d/.test(name)) return PASSENGER_MESSAGES.nameNumbers;
  if (!/^[A-Za-z ]*$/.test(name)) return PASSENGER_MESSAGES.nameSpecialCharacter;
  return undefined;
}

function lengthError(label: string, length: number, limit: NameLengthLimit): string | undefined {
  if (length > limit.max) return nameLengthMessage(label, "max", limit.max);
  if (limit.min !== undefined && length < limit.min)
    return nameLengthMessage(label, "min", limit.min);
  return undefined;
}

/** Names compared the way airlines store them: upper case, single spaces. */
export function normalisePassengerName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toUpperCase();
}

export interface PassengerNames {
  firstName?: string | undefined;
  lastName?: string | undefined;
}

type NameField = "firstName" | "lastName";

/** Names a booking imported from a PNR must keep. */
export type PnrNames = PassengerNames;

export function passengerNameIssues(
  names: PassengerNames,
  rules: PassengerNameRules = DEFAULT_PASSENGER_NAME_RULES,
  pnrNames: PnrNames = {},
): PassengerFieldIssue<NameField>[] {
  const firstName = names.firstName?.trim() ?? "";
  const lastName = names.lastName?.trim() ?? "";
  const issues: PassengerFieldIssue<NameField>[] = [];
  const add = (field: NameField, message: string | undefined) => {
    if (message) issues.push({ field, message });
  };

  if (firstName === "" && rules.firstNameRequired) add("firstName", PASSENGER_MESSAGES.nameEmpty);
  if (lastName === "" && rules.lastNameRequired) add("lastName", PASSENGER_MESSAGES.lastNameEmpty);
  if (firstName === "" && lastName === "") {
    if (issues.length === 0) add("firstName", PASSENGER_MESSAGES.bothNamesEmpty);
    return issues;
  }

  const characterErrors = {
    firstName: nameCharacterError(firstName),
    lastName: nameCharacterError(lastName),
  };
  add("firstName", characterErrors.firstName);
  add("lastName", characterErrors.lastName);
  if (characterErrors.firstName || characterErrors.lastName) return issues;

  const singleErrors = {
    firstName: firstName && lengthError(FIRST_NAME_LABEL, firstName.length, rules.firstName),
    lastName: lastName && lengthError(LAST_NAME_LABEL, lastName.length, rules.lastName),
  };
  add("firstName", singleErrors.firstName);
  add("lastName", singleErrors.lastName);
  if (singleErrors.firstName || singleErrors.lastName || issues.length > 0) return issues;

  const combined = firstName.length + lastName.length;
  if (combined > rules.combined.max) {
    add("lastName", combinedNameLengthMessage("max", rules.combined.max));
  } else if (rules.combined.min !== undefined && combined < rules.combined.min) {
    add("lastName", combinedNameLengthMessage("min", rules.combined.min));
  }

  for (const [field, label, value] of [
    ["firstName", FIRST_NAME_LABEL, firstName],
    ["lastName", LAST_NAME_LABEL, lastName],
  ] as const) {
    const expected = pnrNames[field]?.trim();
    if (expected && normalisePassengerName(expected) !== normalisePassengerName(value)) {
      add(field, pnrMismatchMessage(label, expected));
    }
  }
  return issues;
}

/**
 * 'Please contact airline to confirm the Missing Name format !!' (J§2) shows for a
 * single-name passenger: one of the two names filled, the other blank.
 */
export function showsMissingNameDisclaimer(names: PassengerNames): boolean {
  const hasFirst = (names.firstName?.trim() ?? "") !== "";
  const hasLast = (names.lastName?.trim() ?? "") !== "";
  return hasFirst !== hasLast;
}
