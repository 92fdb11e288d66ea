import { formatMoney } from "@wayfare/domain";
import type { SeatMapMessages } from "./messages";
import type { SeatMapPassenger, SeatMapSeat } from "./types";

/** A seat as the active passenger sees it. */
export type SeatView =
  | { kind: "mine" }
  | { kind: "other"; passenger: SeatMapPassenger }
  | { kind: "available" }
  | { kind: "occupied" }
  | { kind: "blocked" };

export function seatView(
  seat: SeatMapSeat,
  chosen: Readonly<Record<number, string | undefined>>,
  passengers: readonly SeatMapPassenger[],
  active: SeatMapPassenger,
): SeatView {
  if (seat.status !== "available") return { kind: seat.status };
  const holder = passengers.find((passenger) => chosen[passenger.index] === seat.seatNo);
  if (!holder) return { kind: "available" };
  return holder.index === active.index ? { kind: "mine" } : { kind: "other", passenger: holder };
}

export function isChoosable(view: SeatView): boolean {
  return view.kind === "available" || view.kind === "mine";
}

export function priceText(seat: SeatMapSeat, text: SeatMapMessages): string {
  return seat.price > 0 ? formatMoney(seat.price) : text.free;
}

/** "12A, window, extra legroom, ₹450.00, available" / "…, selected for Asha Rao" / "…, occupied". */
export function seatName(
  seat: SeatMapSeat,
  view: SeatView,
  active: SeatMapPassenger,
  text: SeatMapMessages,
): string {
  const state =
    view.kind === "mine"
      ? text.selectedFor(active.name)
      : view.kind === "other"
        ? text.selectedFor(view.passenger.name)
        : text.statuses[view.kind];
  return [
    seat.seatNo,
    text.positions[seat.type],
    ...seat.features.map((feature) => text.features[feature]),
    priceText(seat, text),
    state,
  ].join(", ");
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
}
