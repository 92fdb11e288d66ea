import type { Paise } from "@wayfare/domain";
import { type ReactNode, type Ref, useId } from "react";
import { Price } from "../Price/Price";

/** One leg of the journey with the flight, fare and price chosen on it. */
export interface SelectionSummaryLeg {
  leg: string;
  /** The leg's list title, "Onward flights, DEL to BOM". */
  title: string;
  chosen: { flight: string; fare: string; amount: Paise };
}

export interface SelectionSummaryMessages {
  heading: string;
  total: string;
}

export const defaultSelectionSummaryMessages: SelectionSummaryMessages = {
  heading: "Your selection",
  total: "Total",
};

export interface SelectionSummaryProps {
  legs: readonly SelectionSummaryLeg[];
  /** What the traveller does next with the selection: the page's continue form. */
  children?: ReactNode;
  messages?: Partial<SelectionSummaryMessages>;
  /** The heading, so a page can move focus to the box when it appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The selection box (J§2, J§4): shown once every leg of a round trip or multicity journey
 * has a fare, it lists each leg's flight, fare and price and their total, above what the
 * traveller does next.
 */
export function SelectionSummary({ legs, children, messages, headingRef }: SelectionSummaryProps) {
  const text = { ...defaultSelectionSummaryMessages, ...messages };
  const headingId = useId();
  const total = legs.reduce((sum, { chosen }) => sum + chosen.amount, 0);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="selection-summary"
      className="rounded-lg border-2 border-primary bg-surface p-4 text-fg"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold outline-none"
      >
        {text.heading}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {legs.map(({ leg, title, chosen }) => (
          <li key={leg}>
            <span className="font-semibold">{title}: </span>
            {chosen.flight}, {chosen.fare}, <Price amount={chosen.amount} />
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p className="text-lg font-semibold">
          {text.total} <Price amount={total} />
        </p>
        {children}
      </div>
    </section>
  );
}
