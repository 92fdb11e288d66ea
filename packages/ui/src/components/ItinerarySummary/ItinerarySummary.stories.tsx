import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import {
  connectingTrip,
  directTrip,
  internationalTrip,
  storyPrice,
  storySegment,
} from "../../lib/trip-stories";
import { ItinerarySummary } from "./ItinerarySummary";

/** A reviewed trip carries only its chosen price. */
function chosen(trip: Trip, priceIndex = 0): Trip {
  return { ...trip, prices: [trip.prices[priceIndex] as Trip["prices"][number]] };
}

const returnTrip: Trip = {
  id: "return",
  segments: [
    storySegment("r1", "BOM", "DEL", "2026-12-05T19:30", "2026-12-05T21:45", 135, "AI", "864"),
  ],
  prices: [storyPrice("r-flexi", 612_000, { fareIdentifier: "Flexi", refundableType: 1 })],
};

const familyPrice = storyPrice("fam", 1_200_000, { fareIdentifier: "Family" });
const familyTrip: Trip = {
  ...directTrip,
  prices: [
    {
      ...familyPrice,
      fareDetails: {
        ...familyPrice.fareDetails,
        INFANT: { ...familyPrice.fareDetails.ADULT, baggage: { checkIn: "0 Kg", cabin: "0 Kg" } },
      },
    },
  ],
};

const meta = {
  title: "Booking/ItinerarySummary",
  component: ItinerarySummary,
  args: { trips: [chosen(directTrip), returnTrip] },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItinerarySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A round trip: onward and return, each with its fare. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const onward = canvas.getByRole("region", {
      name: "Onward, New Delhi to Mumbai, Tuesday, 1 December 2026",
    });
    await expect(onward).toHaveTextContent("Onward · DEL → BOM, Tue, 1 Dec");
    await expect(onward).toHaveTextContent("Non-stop");
    const fare = within(onward).getByRole("list", { name: "Saver fare includes" });
    await expect(fare).toHaveTextContent("Check-in 15 Kg");
    await expect(fare).toHaveTextContent("Non Refundable");
    await expect(
      within(onward).getByRole("list", { name: "Flight details, DEL to BOM" }),
    ).toBeVisible();
    const back = canvas.getByRole("region", { name: /^Return, Mumbai to New Delhi/ });
    await expect(within(back).getByRole("list", { name: "Flexi fare includes" })).toHaveTextContent(
      "Refundable",
    );
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2);
  },
};

/** One way with a change of planes, arriving the next day. */
export const ConnectingNextDay: Story = {
  args: { trips: [chosen(connectingTrip, 2)] },
  play: async ({ canvas }) => {
    const leg = canvas.getByRole("region", { name: /^Onward, New Delhi to Mumbai/ });
    await expect(leg).toHaveTextContent("1 stop via BLR");
    await expect(leg).toHaveTextContent(/Total duration: 6h 20m\s*6 hours 20 minutes/);
    await expect(leg).toHaveTextContent("Change of planes at Bengaluru (BLR)");
    await expect(leg).toHaveTextContent("+1 day");
    await expect(leg).toHaveTextContent("Meal included");
    await expect(leg).toHaveTextContent("Operated by Vistara");
  },
};

/** Multicity legs are numbered. */
export const Multicity: Story = {
  args: { trips: [chosen(directTrip), returnTrip, chosen(internationalTrip)], headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 2 });
    await expect(headings).toHaveLength(3);
    await expect(headings[2]).toHaveTextContent("Flight 3, Mumbai to Dubai");
  },
};

/** An infant's baggage differs from an adult's: each type is named. */
export const PerPassengerTypeBaggage: Story = {
  args: { trips: [familyTrip] },
  play: async ({ canvas }) => {
    const fare = canvas.getByRole("list", { name: "Family fare includes" });
    await expect(fare).toHaveTextContent("Adult: Check-in 15 Kg");
    await expect(fare).toHaveTextContent("Infant: Check-in 0 Kg");
  },
};

export const CustomMessages: Story = {
  args: {
    messages: {
      leg: (index) => (index === 0 ? "Departure" : "Coming back"),
      fare: (name) => `Fare type: ${name}`,
      refundable: (type) => (type === 0 ? "No refund" : "Refund allowed"),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: /^Coming back, Mumbai/ })).toBeVisible();
    await expect(canvas.getByText("Fare type: Saver")).toBeVisible();
    await expect(canvas.getByText("No refund")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { trips: [chosen(internationalTrip)] },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const leg = canvas.getByRole("region", { name: /^Onward, Mumbai to Dubai/ });
    await expect(leg).toHaveTextContent("Dubai International, Terminal 3");
    await expect(leg).toHaveTextContent("Check-in 30 Kg");
  },
};
