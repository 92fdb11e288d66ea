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
      className="mt-1 rounded-lg border border-subtle bg-canvas px-3"
    >
      <summary className="min-h-8 cursor-pointer py-1.5 text-sm font-semibold text-link">
        {text.moreAtSamePrice(others.length, airline, formatMoney(price))}
      </summary>
      <ol aria-label={text.samePriceList(airline)} className="mb-3 flex flex-col gap-3">
        {others.map((trip) => (
          <li key={trip.id}>{card(trip)}</li>
        ))}
      </ol>
    </details>
  );
}
