import { type CorporateEmployee, paxTypeLabel, type SavedPassenger } from "@wayfare/domain";
import { EmployeePicker, SavedPassengerPicker } from "@wayfare/ui";
import { Form } from "react-router";

const birthDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function option({ id, type, values }: SavedPassenger) {
  const name = [values.title, values.firstName, values.lastName].filter(Boolean).join(" ");
  const born = values.dob ? `Born ${birthDate.format(new Date(values.dob))}` : undefined;
  return { id, name, typeLabel: paxTypeLabel(type), detail: born };
}

function employeeOption({ id, name, email, mobile }: CorporateEmployee) {
  return { id, name, detail: [email, mobile].filter(Boolean).join(" · ") };
}

/** The employee picker's select of the adult at `index` posts under employee1, employee2, … */
export const employeeField = (index: number) => `employee${index + 1}`;

/**
 * The corporate employee picker and the saved travellers picker as one GET form to this
 * page: the loader fills the passenger fieldsets with the employees chosen per adult and the
 * ticked travellers, so either button keeps the other's choices. A document load, with or
 * without JavaScript, so the passenger form starts again from the new defaults.
 */
export function SavedTravellers({
  saved,
  selected,
  employees,
  chosenEmployees,
  bookingId,
  quoted,
}: {
  saved: readonly SavedPassenger[];
  selected: readonly string[];
  /** The company's employees (a corporate booker's); none for anyone else. */
  employees: readonly CorporateEmployee[];
  /** The employee id chosen for each adult, in order (empty for none). */
  chosenEmployees: readonly string[];
  bookingId: string;
  quoted: number | undefined;
}) {
  const offerEmployees = employees.length > 0 && chosenEmployees.length > 0;
  // Nothing to choose, no form: an empty one would have nothing to submit.
  if (saved.length === 0 && !offerEmployees) return null;
  const slots = chosenEmployees.map((_, index) => `${paxTypeLabel("ADULT")} ${index + 1}`);
  return (
    <Form method="get" reloadDocument className="flex flex-col gap-6">
      <input type="hidden" name="bookingId" value={bookingId} />
      {quoted !== undefined ? <input type="hidden" name="quoted" value={quoted} /> : null}
      {offerEmployees ? (
        <EmployeePicker
          employees={employees.map(employeeOption)}
          slots={slots}
          selected={chosenEmployees}
          name={employeeField}
        />
      ) : null}
      <SavedPassengerPicker passengers={saved.map(option)} selected={selected} />
    </Form>
  );
}
