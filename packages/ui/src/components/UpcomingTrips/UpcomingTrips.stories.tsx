import type { Meta, StoryObj } from "@storybook/react-vite";
import type { UpcomingTrip } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { UpcomingTrips } from "./UpcomingTrips";

const trip = (
  bookingId: string,
  nextFlight: UpcomingTrip["nextFlight"],
  passengers: string[],
): UpcomingTrip => ({
  bookingId,
  pnrs: { [nextFlight.airline]: "X7KQ2P" },
  from: nextFlight.from,
  to: nextFlight.to,
  passengers,
  nextFlight,
});

const trips: UpcomingTrip[] = [
  trip(
    "WF2612010000042",
    { from: "DEL", to: "BOM", departure: "2026-12-01T06:10", airline: "6E", flightNumber: "2131" },
    ["Mr Ravi Kumar", "Ms Asha Rao"],
  ),
  trip(
    "WF2612030000107",
    { from: "BLR", to: "GOI", departure: "2026-12-03T21:45", airline: "AI", flightNumber: "517" },
    ["Mr Ravi Kumar"],
  ),
  trip(
    "WF2612200000311",
    { from: "BOM", to: "DXB", departure: "2026-12-20T02:30", airline: "EK", flightNumber: "505" },
    ["Ms Asha Rao"],
  ),
];

const meta = {
  title: "After booking/UpcomingTrips",
  component: UpcomingTrips,
  args: { trips, bookingHref: (bookingId) => `/flight/confirmation?bookingId=${bookingId}` },
} satisfies Meta<typeof UpcomingTrips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three trips, soonest first, each with its next flight and a link to the booking. */
export const ThreeTrips: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Upcoming travel" });
    const items = within(section).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent("Next flight: 6E 2131, DEL to BOM");
    await expect(items[0]).toHaveTextContent("PNR 6E X7KQ2P · 2 travellers");
    const link = canvas.getByRole("link", { name: "View booking WF2612010000042" });
    await expect(link).toHaveAttribute("href", "/flight/confirmation?bookingId=WF2612010000042");
    link.focus();
    await expect(link).toHaveFocus();
  },
};

/** No trip ahead: nothing is rendered, so the page shows no empty heading. */
export const NoTrips: Story = {
  args: { trips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("region", { name: "Upcoming travel" })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};
