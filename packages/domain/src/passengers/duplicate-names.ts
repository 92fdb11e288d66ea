import { PASSENGER_MESSAGES } from "./messages";
import { normalisePassengerName, type PassengerNames } from "./names";

/**
 * 'Two passengers can't have the same name' (J§5, catalogue 1010). Same name means the same
 * first and last name once normalised; title and type are ignored, because airlines refuse
 * two identical names in one PNR whatever the title. Every repeat after the first is
 * flagged, on its first name; passengers with no name at all are left to the name rules.
 */
export interface DuplicateNameIssue {
  index: number;
  field: "firstName";
  message: string;
}

function nameKey(names: PassengerNames): string | undefined {
  const first = normalisePassengerName(names.firstName ?? "");
  const last = normalisePassengerName(names.lastName ?? "");
  return first === "" && last === "" ? undefined : `${first}|${last}`;
}

export function duplicatePassengerNameIssues(
  passengers: readonly PassengerNames[],
): DuplicateNameIssue[] {
  const seen = new Set<string>();
  const issues: DuplicateNameIssue[] = [];
  passengers.forEach((passenger, index) => {
    const key = nameKey(passenger);
    if (key === undefined) return;
    if (seen.has(key)) {
      issues.push({ index, field: "firstName", message: PASSENGER_MESSAGES.duplicateName });
    }
    seen.add(key);
  });
  return issues;
}

export function hasDuplicatePassengerNames(passengers: readonly PassengerNames[]): boolean {
  return duplicatePassengerNameIssues(passengers).length > 0;
}
