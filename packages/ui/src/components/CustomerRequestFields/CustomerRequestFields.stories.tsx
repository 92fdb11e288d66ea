import type { Meta, StoryObj } from "@storybook/react-vite";
import { AMENDMENT_TYPES } from "@wayfare/domain";
import { expect, userEvent } from "storybook/test";
import { sampleCustomerJourney } from "../CustomerJourney/customer-journey-sample";
import { CustomerRequestFields } from "./CustomerRequestFields";

const [trip] = sampleCustomerJourney.customerTripInfos;
if (!trip) throw new Error("the sample has a flight");

const meta = {
  title: "After booking/CustomerRequestFields",
  component: CustomerRequestFields,
  args: {
    segment: trip.segment,
    passengers: trip.passengers,
    autofill: true,
    autofillError: null,
    amendmentTypes: AMENDMENT_TYPES.filter((entry) => entry.type !== "CANCELLATION"),
  },
  decorators: [
    (Story) => (
      <form className="max-w-2xl" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof CustomerRequestFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autofilled: every traveller ticked; a type is chosen and the request raised by keyboard. */
export const Autofilled: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("region", { name: "Request a change, DEL to BOM, AI 101" }),
    ).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Mr Ravi Kumar" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Ms Asha Rao" })).toBeChecked();
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "What would you like to change?" }),
      "REISSUE",
    );
    await userEvent.click(canvas.getByRole("checkbox", { name: "Ms Asha Rao" }));
    await expect(canvas.getByRole("checkbox", { name: "Ms Asha Rao" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Raise request" })).toBeEnabled();
  },
};

/** The server's messages, word for word, tied to their fields. */
export const WithErrors: Story = {
  args: {
    values: { passengerIds: [], amendmentType: "CORRECTION" },
    errors: {
      passengerIds: ["Please Select atleast one passenger"],
      correction: ["Name or Address can not be empty."],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Travellers" })).toHaveAccessibleDescription(
      "Tick the travellers the change is for. Please Select atleast one passenger",
    );
    await expect(canvas.getByRole("checkbox", { name: "Mr Ravi Kumar" })).not.toBeChecked();
    await expect(canvas.getByRole("textbox", { name: "Corrected name or address" })).toBeInvalid();
  },
};

/** A flight with a request already waiting: its reason instead of the fields. */
export const AutofillError: Story = {
  args: {
    autofill: false,
    autofillError: "A request for this flight is already waiting for the travel desk.",
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("A request for this flight is already waiting for the travel desk."),
    ).toBeVisible();
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** On a phone the fields stack at full width. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Raise request" })).toBeVisible();
  },
};
