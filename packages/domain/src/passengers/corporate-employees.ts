import type { PaxType } from "../catalogues/pax-types";
import type { Role } from "../roles/roles";
import type { PassengerFormValues } from "./passenger-schema";

/**
 * The corporate employee picker (J§2 'a corporate employee picker'). Decisions where the spec
 * is silent:
 * - The company account and its travel desk (CORPORATE, CORPORATE_STAFF) book for employees,
 *   so they see the picker; an employee (CORPORATE_EMPLOYEE) books for themself and does not
 *   see colleagues' contact details.
 * - The employees are the organisation's active people: its CORPORATE_STAFF and
 *   CORPORATE_EMPLOYEE users (the CORPORATE account is the company, not a traveller), in
 *   name order, at most MAX_LISTED_EMPLOYEES.
 * - A name splits at its last word into first and last name; a trailing '(Company)' is not
 *   part of it. An employee id is filled only when one is stored.
 */
export const EMPLOYEE_PICKER_ROLES = ["CORPORATE", "CORPORATE_STAFF"] as const satisfies Role[];
export const EMPLOYEE_ROLES = ["CORPORATE_STAFF", "CORPORATE_EMPLOYEE"] as const satisfies Role[];
export const MAX_LISTED_EMPLOYEES = 200;

export function mayPickEmployees(role: Role): boolean {
  return (EMPLOYEE_PICKER_ROLES as readonly Role[]).includes(role);
}

export interface CorporateEmployee {
  id: string;
  name: string;
  email: string;
  mobile?: string | undefined;
  employeeId?: string | undefined;
}

/** 'Ananya Singh (Acme Industries)' → Ananya / Singh; one word is a first name alone. */
export function employeeNames(name: string): { firstName: string; lastName: string } {
  const words = name
    .replace(/\s*\([^)]*\)\s*$/, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  return { firstName: words.slice(0, -1).join(" "), lastName: words[words.length - 1] ?? "" };
}

/** The passenger fields an employee fills: names, employee email and mobile, employee id. */
export function employeePassengerValues(employee: CorporateEmployee): PassengerFormValues {
  const values: PassengerFormValues = {
    ...employeeNames(employee.name),
    email: employee.email,
    mobile: employee.mobile,
    employeeId: employee.employeeId,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/**
 * The employees chosen for the adults (`chosen[n]`: the id for the n-th adult, empty for
 * none) laid over the passenger slots already `filled`: an employee's fields replace that
 * adult's, the rest stays. An unknown id fills nothing.
 */
export function fillFromEmployees(
  slots: readonly PaxType[],
  filled: readonly (PassengerFormValues | undefined)[],
  employees: readonly CorporateEmployee[],
  chosen: readonly string[],
): (PassengerFormValues | undefined)[] {
  let adult = -1;
  return slots.map((type, index) => {
    const current = filled[index];
    if (type !== "ADULT") return current;
    adult += 1;
    const employee = employees.find((entry) => entry.id === chosen[adult]);
    return employee ? { ...current, ...employeePassengerValues(employee) } : current;
  });
}
