import { useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { Switch } from "../Switch/Switch";
import { Tabs } from "../Tabs/Tabs";
import { type SeatMapMessagesInput, seatMapMessages } from "./parts/messages";
import { SeatList } from "./parts/SeatList";
import { SegmentSeats } from "./parts/SegmentSeats";
import type { SeatMapPassenger, SeatMapSegment, SeatMapSelection } from "./parts/types";

export {
  defaultSeatMapMessages,
  type SeatMapMessages,
  type SeatMapMessagesInput,
} from "./parts/messages";
export type {
  SeatFeature,
  SeatMapDeck,
  SeatMapPassenger,
  SeatMapRow,
  SeatMapSeat,
  SeatMapSegment,
  SeatMapSelection,
  SeatPosition,
  SeatStatus,
} from "./parts/types";

export type SeatMapView = "grid" | "list";

export interface SeatMapProps {
  /** One map per flight segment; several show as tabs. */
  segments: readonly SeatMapSegment[];
  /** Who needs a seat (infants on a lap are left out by the caller). */
  passengers: readonly SeatMapPassenger[];
  /** Controlled choices: segment id → passenger index → seat number. */
  value?: SeatMapSelection;
  /** Uncontrolled initial choices (e.g. the seats chosen before). */
  defaultValue?: SeatMapSelection;
  onChange?: (value: SeatMapSelection) => void;
  /** The view once JavaScript runs (before that, always the list). Default `grid`. */
  defaultView?: SeatMapView;
  /** Prefix of the posted fields: `<name>.<segmentId>.<passengerIndex>=12A` (default `seat`). */
  name?: string;
  messages?: SeatMapMessagesInput;
  className?: string;
}

/**
 * Seat selection (J§2 Add-ons, J§3 seat maps with legend): per flight and passenger, a seat map
 * in the W3C grid pattern (one tab stop, arrows, Enter/Space), a text legend, a passenger
 * switch showing each passenger's seat, a skip button, and an equivalent list of radio
 * buttons. Before JavaScript only the list renders (every flight stacked), so the choice posts
 * as `seat.<segmentId>.<passengerIndex>` with a plain form; the grid posts the same fields
 * from hidden inputs. A polite live region announces each choice.
 */
export function SeatMap({
  segments,
  passengers,
  value,
  defaultValue,
  onChange,
  defaultView = "grid",
  name = "seat",
  messages,
  className,
}: SeatMapProps) {
  const text = seatMapMessages(messages);
  const hydrated = useIsHydrated();
  const [own, setOwn] = useState<SeatMapSelection>(defaultValue ?? {});
  const selection = value ?? own;
  const [view, setView] = useState<SeatMapView>(defaultView);
  const [segmentId, setSegmentId] = useState(segments[0]?.id ?? "");
  const [announcement, setAnnouncement] = useState("");
  const choose = (segment: SeatMapSegment, passenger: SeatMapPassenger, seatNo?: string) => {
    const next = {
      ...selection,
      [segment.id]: { ...selection[segment.id], [passenger.index]: seatNo },
    };
    setOwn(next);
    onChange?.(next);
  };
  const classes = ["flex flex-col gap-4", className].filter(Boolean).join(" ");

  if (!hydrated) {
    return (
      <div data-slot="seat-map" className={classes}>
        {segments.map((segment) => (
          <SeatList
            key={segment.id}
            segment={segment}
            passengers={passengers}
            chosen={selection[segment.id] ?? {}}
            name={name}
            onChoose={(passenger, seatNo) => choose(segment, passenger, seatNo)}
            text={text}
          />
        ))}
      </div>
    );
  }

  const panel = (segment: SeatMapSegment) => (
    <SegmentSeats
      segment={segment}
      passengers={passengers}
      chosen={selection[segment.id] ?? {}}
      view={view}
      name={name}
      onChoose={(passenger, seat) => choose(segment, passenger, seat?.seatNo)}
      onAnnounce={setAnnouncement}
      text={text}
    />
  );
  // The grid view and the flights not on screen post through hidden inputs; the list view's
  // radios post for the flight on screen.
  const hidden = segments.flatMap((segment) =>
    view === "list" && segment.id === segmentId
      ? []
      : passengers.map((passenger) => (
          <input
            key={`${segment.id}.${passenger.index}`}
            type="hidden"
            name={`${name}.${segment.id}.${passenger.index}`}
            value={selection[segment.id]?.[passenger.index] ?? ""}
          />
        )),
  );
  return (
    <div data-slot="seat-map" className={classes}>
      <Switch
        label={text.listSwitch}
        isSelected={view === "list"}
        onChange={(list) => setView(list ? "list" : "grid")}
      />
      {segments.length > 1 ? (
        <Tabs
          aria-label={text.flights}
          value={segmentId}
          onValueChange={setSegmentId}
          items={segments.map((segment) => ({
            id: segment.id,
            label: segment.label,
            content: panel(segment),
          }))}
        />
      ) : segments[0] ? (
        panel(segments[0])
      ) : null}
      {hidden}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
