import type { Paise } from "@wayfare/domain";
import { useId } from "react";
import { Price } from "../Price/Price";

/** One leg of the journey and, once chosen, its flight, fare and price. */
export interface SelectionSummaryLeg {
  leg: string;
  /** The leg's list title, "Onward flights, DEL to BOM". */
  title: string;
  chosen?: { flight: string; fare: string; amount: Paise };
}

export interface SelectionSummaryMessages {
  heading: string;
  /** For a leg with nothing chosen yet. */
  notChosen: string;
}

export const defaultSelectionSummaryMessages: SelectionSummaryMessages = {
  heading: "Your selection",
  notChosen: "choose a fare below",
};

export interface SelectionSummaryProps {
  legs: readonly SelectionSummaryLeg[];
  messages?: Partial<SelectionSummaryMessages>;
}

/**
 * The fares chosen so far on a journey of several legs (J§2 selection boxes): each leg with
 * its flight, fare and price, or a prompt to choose it in the lists below.
 */
export function SelectionSummary({ legs, messages }: SelectionSummaryProps) {
  const text = { ...defaultSelectionSummaryMessages, ...messages };
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="selection-summary"
      className="rounded-lg border-2 border-primary bg-surface p-4 text-fg"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {legs.map(({ leg, title, chosen }) => (
          <li key={leg}>
            <span className="font-semibold">{title}: </span>
            {chosen ? (
              <>
                {chosen.flight}, {chosen.fare}, <Price amount={chosen.amount} />
              </>
            ) : (
              text.notChosen
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
