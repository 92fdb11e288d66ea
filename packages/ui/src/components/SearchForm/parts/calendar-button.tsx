import { CalendarDays } from "lucide-react";
import { type ReactNode, type RefObject, useRef, useState } from "react";
import { nativeFocusRing } from "../../../lib/focus-ring";
import type { CalendarPopoverProps, MonthFares } from "./calendar-popover";

// The field buttons' look (lib/listbox.ts) on a native button: React Aria stays out of the page.
const calendarButtonClasses =
  "flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center rounded-control border-2 border-control text-fg hover:bg-ghost-hover active:bg-ghost-hover";

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
      <button
        ref={buttonRef}
        type="button"
        aria-label={`${openCalendarLabel}, ${label}`}
        className={`${calendarButtonClasses} ${nativeFocusRing}`}
        onClick={open}
      >
        <CalendarDays aria-hidden="true" className="size-5" />
      </button>
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
