import { formatMoney, type Trip } from "@wayfare/domain";
import type { ReactNode } from "react";
import type { ResultsSectionMessages } from "../ResultsSection";

/** The other flights of one airline at one price, folded under the first (J§5). */
export function SamePriceGroup({
  airline,
  price,
  others,
  card,
  text,
}: {
  airline: string;
  price: number;
  others: readonly Trip[];
  card: (trip: Trip) => ReactNode;
  text: ResultsSectionMessages;
}) {
  return (
    <details
      data-slot="same-price-group"
      className="mt-2 rounded-lg border border-subtle bg-canvas px-3 py-2"
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-link">
        {text.moreAtSamePrice(others.length, airline, formatMoney(price))}
      </summary>
      <ol aria-label={text.samePriceList(airline)} className="mt-2 flex flex-col gap-3">
        {others.map((trip) => (
          <li key={trip.id}>{card(trip)}</li>
        ))}
      </ol>
    </details>
  );
}
