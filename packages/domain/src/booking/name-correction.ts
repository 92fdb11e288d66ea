import type { PassengerFieldIssue } from "../passengers/issues";
import {
  normalisePassengerName,
  type PassengerNames,
  passengerNameIssues,
} from "../passengers/names";

/**
 * The travel desk's name correction (issue 21: the desk's "done" changes the booking). A
 * correction puts right a misspelt name on the same traveller's ticket; airlines take a few
 * letters' change (the spec gives no number: three is the common airline allowance), and a
 * different person is a new booking. The corrected name follows the booking's name rules.
 */
export const NAME_CORRECTION_MAX_CHANGED_LETTERS = 3;

export const NAME_CORRECTION_MESSAGES = {
  tooDifferent: `A correction changes at most ${NAME_CORRECTION_MAX_CHANGED_LETTERS} letters of a name: a different traveller needs a new booking.`,
  unchanged: "The corrected name is the same as the booked one.",
  travellerRequired: "Please choose the traveller whose name is corrected.",
  travellerNotRequested: "This traveller is not in the request.",
  notACorrection: "Only a name or address correction request changes a name.",
  refusedChangesNothing: "A refused request changes no name: clear the corrected name.",
  applied: (from: string, to: string) => `Name corrected from ${from} to ${to}.`,
} as const;

const fullName = ({ firstName, lastName }: PassengerNames) =>
  normalisePassengerName(`${firstName ?? ""} ${lastName ?? ""}`);

/** Letters inserted, removed or replaced to turn one name into the other (Levenshtein). */
export function changedLetters(booked: PassengerNames, corrected: PassengerNames): number {
  const [from, to] = [fullName(booked), fullName(corrected)];
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let i = 1; i <= from.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= to.length; j += 1) {
      const replace = (previous[j - 1] ?? 0) + (from[i - 1] === to[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace));
    }
    previous = current;
  }
  return previous[to.length] ?? 0;
}

/** Why the corrected name cannot replace the booked one, field by field; empty when it can. */
export function nameCorrectionIssues(
  booked: PassengerNames,
  corrected: PassengerNames,
): PassengerFieldIssue<"firstName" | "lastName">[] {
  const issues = passengerNameIssues(corrected);
  if (issues.length > 0) return issues;
  const changed = changedLetters(booked, corrected);
  if (changed === 0) return [{ field: "firstName", message: NAME_CORRECTION_MESSAGES.unchanged }];
  if (changed > NAME_CORRECTION_MAX_CHANGED_LETTERS) {
    return [{ field: "firstName", message: NAME_CORRECTION_MESSAGES.tooDifferent }];
  }
  return [];
}
