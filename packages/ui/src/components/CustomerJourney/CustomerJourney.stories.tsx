import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CustomerJourney } from "./CustomerJourney";
import { sampleCustomerJourney } from "./customer-journey-sample";

/** A small logo as a data URL, so the story needs no file. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48"><rect width="96" height="48" rx="8" fill="#0b4f8a"/><text x="48" y="31" font-size="20" text-anchor="middle" fill="#fff">YB</text></svg>',
)}`;

const meta = {
  title: "After booking/CustomerJourney",
  component: CustomerJourney,
  args: { journey: sampleCustomerJourney },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CustomerJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent to reach, the flight and its travellers, and the price the agent shows. */
export const PriceShown: Story = {
  play: async ({ canvas }) => {
    const agent = canvas.getByRole("region", { name: "Your travel agent" });
    await expect(agent).toHaveTextContent("Yatra Bazaar Travels");
    await expect(
      within(agent).getByRole("link", { name: "bookings@yatrabazaar.example" }),
    ).toHaveAttribute("href", "mailto:bookings@yatrabazaar.example");
    await expect(within(agent).getByRole("link", { name: "9876543210" })).toHaveAttribute(
      "href",
      "tel:9876543210",
    );
    const flights = canvas.getByRole("region", { name: "Your flights" });
    await expect(
      within(flights).getByRole("heading", { name: "DEL to BOM, AI 101" }),
    ).toBeVisible();
    await expect(flights).toHaveTextContent("TravellersMr Ravi Kumar, Ms Asha Rao");
    await expect(flights).toHaveTextContent("Total fare ₹12,450.00");
  },
};

/** The agent hid the price; their logo is shown, named by their name. */
export const PriceHiddenWithLogo: Story = {
  args: {
    journey: { ...sampleCustomerJourney, showPrice: false, totalFare: null, logo: LOGO },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Yatra Bazaar Travels logo" })).toBeVisible();
    await expect(canvas.queryByText("Total fare")).toBeNull();
  },
};

/** A request waits for the travel desk (isRequestRaised). */
export const RequestPending: Story = {
  args: {
    journey: {
      ...sampleCustomerJourney,
      isRequestRaised: true,
      pendingRequests: [
        {
          requestId: "AR2611200001",
          amendmentType: "REISSUE",
          status: "REQUESTED",
          segmentIds: ["AI101-DEL-BOM-2026-12-20"],
          createdAt: "2026-11-20T05:30:00.000Z",
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const requests = canvas.getByRole("region", { name: "Your requests" });
    await expect(requests).toHaveTextContent(
      "Date Change request AR2611200001, waiting for the travel desk",
    );
  },
};

/** On a phone the sections stack and nothing overflows. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="customer-journey"]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
