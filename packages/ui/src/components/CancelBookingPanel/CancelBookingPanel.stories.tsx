import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Trip } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { directTrip, storyPrice, storySegment } from "../../lib/trip-stories";
import { CancelBookingPanel, type CancelBookingPanelProps } from "./CancelBookingPanel";

type Booking = CancelBookingPanelProps["booking"];

const passengers = [
  { type: "ADULT", title: "Ms", firstName: "Asha", lastName: "Rao" },
  { type: "ADULT", title: "Mr", firstName: "Ravi", lastName: "Rao" },
] as Booking["passengers"];

const returnTrip: Trip = {
  id: "return",
  segments: [
    storySegment("r1", "BOM", "DEL", "2026-12-05T19:30", "2026-12-05T21:45", 135, "AI", "864"),
  ],
  prices: [storyPrice("r-1", 612_000)],
};

const oneWay: Booking = { tripInfos: [directTrip], passengers };

const meta = {
  title: "After booking/CancelBookingPanel",
  component: CancelBookingPanel,
  args: { booking: oneWay, submitName: "intent", submitValue: "quote" },
  decorators: [
    (Story) => (
      <form method="post" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof CancelBookingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone ticked at first; untick a passenger from the keyboard and post the rest. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const flight = canvas.getByRole("group", { name: /^DEL → BOM/ });
    const asha = within(flight).getByRole("checkbox", { name: "Ms Asha Rao (Adult)" });
    await expect(asha).toBeChecked();
    asha.focus();
    await userEvent.keyboard(" ");
    await expect(asha).not.toBeChecked();
    await userEvent.type(canvas.getByRole("textbox", { name: "Remarks (optional)" }), "Ill");
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    const posted = nextSubmission(form);
    await userEvent.click(canvas.getByRole("button", { name: "Get refund quote" }));
    await expect(await posted).toEqual({
      "segments[0].segmentId": directTrip.segments[0]?.id,
      "segments[0].passengerIds": "2",
      remarks: "Ill",
      intent: "quote",
    });
  },
};

/** A round trip for three: a fieldset per flight, the choice kept after a post. */
export const RoundTripAfterPost: Story = {
  args: {
    booking: {
      tripInfos: [directTrip, returnTrip],
      passengers: [
        ...passengers,
        { type: "CHILD", title: "Master", firstName: "Kabir", lastName: "Rao" },
      ] as Booking["passengers"],
    },
    ticked: (index) => (index === 1 ? ["3"] : ["1", "2", "3"]),
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole("group", { name: /^BOM → DEL/ });
    await expect(within(back).getAllByRole("checkbox", { checked: true })).toHaveLength(1);
    await expect(
      within(back).getByRole("checkbox", { name: "Master Kabir Rao (Child)" }),
    ).toBeChecked();
  },
};

/** Nobody ticked: the spec's message above the flights. */
export const NothingTicked: Story = {
  args: {
    ticked: () => [],
    errors: { segments: ["Please Select atleast one passenger"] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Please Select atleast one passenger",
    );
  },
};

/** A change request: the amendment type first, a field of the caller's, its own words. */
export const ChangeRequest: Story = {
  args: {
    amendmentTypes: [
      { type: "DATE_CHANGE", label: "Date change" },
      { type: "CLASS_CHANGE", label: "Class change" },
      { type: "NAME_CORRECTION", label: "Name correction" },
    ],
    errors: { amendmentType: ["Please choose what to change"] },
    messages: {
      amendmentType: "Change",
      passengersHeading: "Passengers",
      submit: "Send request",
      submitting: "SENDING",
    },
    children: <p>(The caller's correction field goes here.)</p>,
  },
  play: async ({ canvas }) => {
    const change = canvas.getByRole("radiogroup", { name: "Change" });
    await userEvent.click(within(change).getByRole("radio", { name: "Date change" }));
    await expect(within(change).getByRole("radio", { name: "Date change" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Send request" })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "GETTING QUOTE" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const LongNames: Story = {
  args: {
    booking: {
      tripInfos: [directTrip],
      passengers: [
        {
          type: "ADULT",
          title: "Mrs",
          firstName: "Venkatalakshmi Annapurna",
          lastName: "Subrahmanyam Chakravarthy",
        },
      ] as Booking["passengers"],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector("[data-slot=cancel-booking-panel]") as HTMLElement;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  },
};
