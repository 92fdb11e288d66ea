import { paise } from "@wayfare/domain";
import { useId } from "react";
import type { SeatMapMessages } from "./messages";
import { SeatSquare } from "./SeatGrid";
import type { SeatView } from "./seat-state";

const SAMPLES: readonly {
  key: keyof SeatMapMessages["legendItems"];
  view: SeatView;
  paid?: boolean;
  extraLegroom?: boolean;
}[] = [
  { key: "free", view: { kind: "available" } },
  { key: "paid", view: { kind: "available" }, paid: true },
  { key: "extraLegroom", view: { kind: "available" }, extraLegroom: true },
  { key: "selected", view: { kind: "mine" } },
  { key: "otherPassenger", view: { kind: "other", passenger: { index: 1, name: "" } } },
  { key: "occupied", view: { kind: "occupied" } },
  { key: "blocked", view: { kind: "blocked" } },
];

/** The legend is text: each sample square is decoration next to its words. */
export function SeatLegend({ text, exitRow }: { text: SeatMapMessages; exitRow: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-slot="seat-legend">
      <p id={id} className="mb-2 text-sm font-semibold">
        {text.legend}
      </p>
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        {SAMPLES.map((sample) => (
          <li key={sample.key} className="flex items-center gap-2">
            <SeatSquare
              seat={{
                price: paise(sample.paid ? 1 : 0),
                features: sample.extraLegroom ? ["extraLegroom"] : [],
              }}
              view={sample.view}
              active={{ index: 0, name: "" }}
            />
            {text.legendItems[sample.key]}
          </li>
        ))}
        {exitRow ? (
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-8 items-center justify-center text-xs font-semibold text-fg-muted sm:size-10"
            >
              {text.exitMarker}
            </span>
            {text.legendItems.exitRow}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
