import { useId } from "react";
import type { SeatMapMessages } from "./messages";
import { priceText } from "./seat-state";
import type { SeatMapPassenger, SeatMapSegment } from "./types";

export interface SeatListProps {
  segment: SeatMapSegment;
  passengers: readonly SeatMapPassenger[];
  chosen: Readonly<Record<number, string | undefined>>;
  /** The posted field's prefix: `<name>.<segmentId>.<passengerIndex>`. */
  name: string;
  onChoose: (passenger: SeatMapPassenger, seatNo: string | undefined) => void;
  text: SeatMapMessages;
}

/**
 * The non-grid path: per passenger a fieldset of native radio buttons, "No seat" first, then a
 * table row per available seat. Native radios post `<name>.<segmentId>.<passengerIndex>=12A`
 * and work before (or without) JavaScript; once hydrated a seat another passenger holds is
 * disabled (the server checks again either way).
 */
export function SeatList({ segment, passengers, chosen, name, onChoose, text }: SeatListProps) {
  const seats = segment.decks
    .flatMap((deck) => deck.rows.flatMap((row) => row.seats))
    .filter((seat) => seat.status === "available");
  const id = useId();
  const cell = "border-b border-subtle px-3 py-2 text-left align-middle";
  return (
    <div data-slot="seat-list" className="flex flex-col gap-6">
      {passengers.map((passenger) => {
        const field = `${name}.${segment.id}.${passenger.index}`;
        const mine = chosen[passenger.index];
        const held = new Set(
          passengers
            .filter((other) => other.index !== passenger.index)
            .map((other) => chosen[other.index]),
        );
        return (
          <fieldset key={passenger.index} className="min-w-0">
            <legend className="mb-2 text-base font-semibold">
              {text.listLegend(passenger.name, segment.label)}
            </legend>
            <table className="w-full border-collapse text-sm">
              <thead className="bg-surface">
                <tr>
                  <th scope="col" className={cell}>
                    {text.listHeaders.seat}
                  </th>
                  <th scope="col" className={cell}>
                    {text.listHeaders.position}
                  </th>
                  <th scope="col" className={`${cell} max-sm:hidden`}>
                    {text.listHeaders.features}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {text.listHeaders.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td colSpan={4} className={cell}>
                    <label className="flex min-h-6 cursor-pointer items-center gap-3">
                      <input
                        type="radio"
                        name={field}
                        value=""
                        checked={mine === undefined}
                        onChange={() => onChoose(passenger, undefined)}
                        className="size-5 accent-primary"
                      />
                      {text.noSeat}
                    </label>
                  </td>
                </tr>
                {seats.map((seat) => {
                  const inputId = `${id}-${passenger.index}-${seat.seatNo}`;
                  const features = seat.features.map((f) => text.features[f]);
                  return (
                    <tr key={seat.seatNo}>
                      <td className={cell}>
                        <span className="flex min-h-6 items-center gap-3">
                          <input
                            id={inputId}
                            type="radio"
                            name={field}
                            value={seat.seatNo}
                            checked={mine === seat.seatNo}
                            disabled={held.has(seat.seatNo)}
                            // The visible label is the seat number; the name adds the row's facts.
                            aria-label={[
                              seat.seatNo,
                              text.positions[seat.type],
                              ...features,
                              priceText(seat, text),
                            ].join(", ")}
                            onChange={() => onChoose(passenger, seat.seatNo)}
                            className="size-5 cursor-pointer accent-primary disabled:cursor-not-allowed"
                          />
                          <label htmlFor={inputId} className="cursor-pointer font-semibold">
                            {seat.seatNo}
                          </label>
                        </span>
                      </td>
                      <td className={cell}>{text.positions[seat.type]}</td>
                      <td className={`${cell} max-sm:hidden`}>{features.join(", ")}</td>
                      <td className={`${cell} text-right tabular-nums`}>{priceText(seat, text)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </fieldset>
        );
      })}
    </div>
  );
}
