import { type ReactNode, useId } from "react";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeSelectField } from "../NativeSelectField/NativeSelectField";

export interface EmployeeOption {
  id: string;
  /** "Ananya Singh" */
  name: string;
  /** "ananya@acme.example · 9810000017": tells apart two of the same name. */
  detail?: string;
}

export interface EmployeePickerMessages {
  heading: string;
  description: string;
  placeholder: string;
  submit: string;
}

export const defaultEmployeePickerMessages: EmployeePickerMessages = {
  heading: "Company employees",
  description:
    "Choose the employee travelling as each adult; their name, email and mobile fill in the passenger form.",
  placeholder: "Not from the list",
  submit: "Fill in selected employees",
};

export interface EmployeePickerProps {
  employees: readonly EmployeeOption[];
  /** One select per adult, labelled as the passenger form names them ("Adult 1"). */
  slots: readonly string[];
  /** The employee id chosen for each slot last time (empty: none). */
  selected?: readonly string[];
  /** The name the select of the slot at `index` posts its employee id under (each its own). */
  name?: (index: number) => string;
  isPending?: boolean;
  messages?: Partial<EmployeePickerMessages>;
  headingLevel?: 2 | 3;
  /** Hidden fields the page's form must carry along (e.g. the booking id). */
  children?: ReactNode;
  className?: string;
}

const optionLabel = ({ name, detail }: EmployeeOption) => (detail ? `${name} · ${detail}` : name);

/**
 * The company's employees for a corporate booker (J§2 'a corporate employee picker'): a
 * native select per adult and a submit button, inside the page's GET form, so choosing works
 * without JavaScript; the page fills those adults' name, employee email and mobile. Nothing
 * when there are no employees or no adults.
 */
export function EmployeePicker({
  employees,
  slots,
  selected = [],
  name = (index) => `employee${index + 1}`,
  isPending,
  messages,
  headingLevel = 2,
  children,
  className,
}: EmployeePickerProps) {
  const headingId = useId();
  const descriptionId = useId();
  if (employees.length === 0 || slots.length === 0) return null;
  const text = { ...defaultEmployeePickerMessages, ...messages };
  const Heading = `h${headingLevel}` as const;
  const options = employees.map((employee) => ({
    value: employee.id,
    label: optionLabel(employee),
  }));
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={descriptionId}
      data-slot="employee-picker"
      className={["rounded-lg border border-subtle bg-surface p-4", className]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.heading}
      </Heading>
      <p id={descriptionId} className="mt-1 text-sm text-fg-muted">
        {text.description}
      </p>
      {children}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {slots.map((slot, index) => (
          <NativeSelectField
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions in the booking
            key={index}
            name={name(index)}
            label={slot}
            placeholder={text.placeholder}
            options={options}
            defaultValue={selected[index] || undefined}
          />
        ))}
      </div>
      <NativeButton type="submit" variant="secondary" className="mt-4" isPending={isPending}>
        {text.submit}
      </NativeButton>
    </section>
  );
}
