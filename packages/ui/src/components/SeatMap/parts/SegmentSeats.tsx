import { useState } from "react";
import { Button } from "../../Button/Button";
import type { SeatMapMessages } from "./messages";
import { PassengerTabs } from "./PassengerTabs";
import { SeatGrid } from "./SeatGrid";
import { SeatLegend } from "./SeatLegend";
import { SeatList } from "./SeatList";
import { priceText } from "./seat-state";
import type { SeatMapPassenger, SeatMapSeat, SeatMapSegment } from "./types";

export interface SegmentSeatsProps {
  segment: SeatMapSegment;
  passengers: readonly SeatMapPassenger[];
  chosen: Readonly<Record<number, string | undefined>>;
  view: "grid" | "list";
  name: string;
  onChoose: (passenger: SeatMapPassenger, seat: SeatMapSeat | undefined) => void;
  onAnnounce: (message: string) => void;
  text: SeatMapMessages;
}

/** One flight's seats: who is choosing, the deck grids (or the list), skip, and the legend. */
export function SegmentSeats({
  segment,
  passengers,
  chosen,
  view,
  name,
  onChoose,
  onAnnounce,
  text,
}: SegmentSeatsProps) {
  const [activeIndex, setActiveIndex] = useState(passengers[0]?.index ?? 0);
  const active = passengers.find((p) => p.index === activeIndex) ?? passengers[0];
  const seats = segment.decks.flatMap((deck) => deck.rows.flatMap((row) => row.seats));
  if (!active) return null;
  if (view === "list") {
    return (
      <SeatList
        segment={segment}
        passengers={passengers}
        chosen={chosen}
        name={name}
        onChoose={(passenger, seatNo) =>
          onChoose(
            passenger,
            seats.find((seat) => seat.seatNo === seatNo),
          )
        }
        text={text}
      />
    );
  }
  const position = passengers.indexOf(active) + 1;
  const choose = (seat: SeatMapSeat) => {
    onChoose(active, seat);
    onAnnounce(text.announceSelected(seat.seatNo, active.name, priceText(seat, text)));
  };
  const skip = () => {
    onChoose(active, undefined);
    onAnnounce(text.announceSkipped(active.name));
  };
  const exitRow = seats.some((seat) => seat.features.includes("exitRow"));
  const seatsOfActive = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 overflow-x-auto">
        {segment.decks.map((deck, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decks have no id and keep their order
          <div key={index} className="flex flex-col gap-2">
            {deck.name ? <p className="text-base font-semibold">{deck.name}</p> : null}
            <SeatGrid
              deck={deck}
              label={[
                text.gridLabel(segment.label, active.name, position, passengers.length),
                deck.name,
              ]
                .filter(Boolean)
                .join(", ")}
              passengers={passengers}
              active={active}
              chosen={chosen}
              onChoose={choose}
              text={text}
            />
          </div>
        ))}
      </div>
      <Button variant="secondary" className="self-start" onPress={skip}>
        {text.skip(active.name)}
      </Button>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      {passengers.length > 1 ? (
        <PassengerTabs
          passengers={passengers}
          active={active}
          onActiveChange={(passenger) => setActiveIndex(passenger.index)}
          label={text.choosingFor}
          tabLabel={(passenger) => text.passengerChoice(passenger.name, chosen[passenger.index])}
        >
          {seatsOfActive}
        </PassengerTabs>
      ) : (
        seatsOfActive
      )}
      <SeatLegend text={text} exitRow={exitRow} />
    </div>
  );
}
