import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../../lib/focus-ring";
import type { SeatMapPassenger } from "./types";

export interface PassengerTabsProps {
  passengers: readonly SeatMapPassenger[];
  active: SeatMapPassenger;
  onActiveChange: (passenger: SeatMapPassenger) => void;
  /** Names the tab list ("Choosing a seat for"). */
  label: string;
  /** A tab's text: the passenger and their seat. */
  tabLabel: (passenger: SeatMapPassenger) => string;
  children: ReactNode;
}

/**
 * Who is choosing (Radix Tabs): one tab per passenger showing their seat, one tab stop, arrows
 * switch. The panel holds the grid, which is focusable itself, so the panel is not a tab stop.
 */
export function PassengerTabs({
  passengers,
  active,
  onActiveChange,
  label,
  tabLabel,
  children,
}: PassengerTabsProps) {
  const value = String(active.index);
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const passenger = passengers.find((p) => String(p.index) === next);
        if (passenger) onActiveChange(passenger);
      }}
      className="flex flex-col gap-3"
    >
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-2">
        {passengers.map((passenger) => (
          <RadixTabs.Trigger
            key={passenger.index}
            value={String(passenger.index)}
            className={[
              "min-h-11 cursor-pointer rounded-control border-2 border-control px-3 py-2 text-left text-base text-fg",
              "data-[state=active]:border-primary data-[state=active]:bg-info-surface data-[state=active]:font-semibold",
              "forced-colors:data-[state=active]:border-[Highlight]",
              nativeFocusRing,
            ].join(" ")}
          >
            {tabLabel(passenger)}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={value} tabIndex={-1} className="outline-none">
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
