import { CalendarDays } from "lucide-react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { fieldButtonClasses } from "../../../lib/listbox";
import type { CalendarPopoverProps, MonthFares } from "./calendar-popover";

type CalendarPopoverComponent = (props: CalendarPopoverProps) => ReactNode;

export interface CalendarButtonProps {
  /** The native date input the calendar reads and writes ("yyyy-mm-dd"). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's label, e.g. "Departure date". */
  label: string;
  openCalendarLabel: string;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Each day's lowest fare in the calendar, when the route is known. */
  fares?: MonthFares;
  fareLabel: (price: string) => string;
}

/**
 * "Open calendar" beside a native date input. The calendar's code (calendar-popover.tsx) is
 * imported on the first press; a picked day goes into the input, which is what the form
 * posts, and an `input` event tells the form's validation.
 */
export function CalendarButton({
  inputRef,
  label,
  openCalendarLabel,
  previousMonthLabel,
  nextMonthLabel,
  fares,
  fareLabel,
}: CalendarButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [CalendarPopover, setCalendarPopover] = useState<CalendarPopoverComponent | null>(null);
  const [isOpen, setOpen] = useState(false);

  async function open() {
    if (!CalendarPopover) {
      const loaded = await import("./calendar-popover");
      setCalendarPopover(() => loaded.CalendarPopover);
    }
    setOpen(true);
  }

  function select(date: string) {
    const input = inputRef.current;
    if (input) {
      // Through the element's own setter, so React sees the change as typing (a controlled
      // field's onChange runs) and so does the form's validation.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, date);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
    setOpen(false);
  }

  return (
    <>
      <Button
        ref={buttonRef}
        aria-label={`${openCalendarLabel}, ${label}`}
        className={`${fieldButtonClasses} min-h-11 border-2 border-control`}
        onPress={open}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
      </Button>
      {isOpen && CalendarPopover ? (
        <CalendarPopover
          triggerRef={buttonRef}
          label={label}
          value={inputRef.current?.value ?? ""}
          min={inputRef.current?.min ?? ""}
          max={inputRef.current?.max ?? ""}
          onSelect={select}
          onClose={() => setOpen(false)}
          previousMonthLabel={previousMonthLabel}
          nextMonthLabel={nextMonthLabel}
          fares={fares}
          fareLabel={fareLabel}
        />
      ) : null}
    </>
  );
}
