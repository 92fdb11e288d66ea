import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { connectingTrip, directTrip, internationalTrip } from "../../lib/trip-stories";
import { SegmentTimeline } from "./SegmentTimeline";

const meta = {
  title: "Results/SegmentTimeline",
  component: SegmentTimeline,
  args: { trip: connectingTrip },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegmentTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two flights with a change of planes, arriving the next day, the second operated by Vistara. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Flight details, DEL to BOM" });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent("Change of planes at Bengaluru (BLR)");
    await expect(items[1]).toHaveTextContent("1 hour 45 minutes");
    await expect(items[2]).toHaveTextContent("Operated by Vistara");
    await expect(items[0]).toHaveTextContent("00:30 on Wednesday, 2 December 2026, next day");
  },
};

export const Direct: Story = {
  args: { trip: directTrip },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent("IndiGo");
    await expect(items[0]).toHaveTextContent("6E 2131");
    await expect(items[0]).toHaveTextContent("2 hours 15 minutes");
    await expect(items[0]).not.toHaveTextContent("Operated by");
  },
};

export const TechnicalStop: Story = {
  args: {
    trip: {
      ...directTrip,
      segments: directTrip.segments.map((segment) => ({
        ...segment,
        stops: 1,
        stopovers: ["BLR"],
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("listitem")).toHaveTextContent("1 technical stop at BLR");
  },
};

export const CustomMessages: Story = {
  args: {
    messages: { layover: (code) => `Layover in ${code}`, operatedBy: (name) => `Flown by ${name}` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Layover in BLR/)).toBeVisible();
    await expect(canvas.getByText(/Flown by Vistara/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { trip: internationalTrip },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("listitem")).toHaveTextContent("Dubai International, Terminal 3");
  },
};
