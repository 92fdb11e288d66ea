import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { TripFeedbackFields } from "./TripFeedbackFields";

const meta = {
  title: "After booking/TripFeedbackFields",
  component: TripFeedbackFields,
  decorators: [
    (Story) => (
      <form
        method="post"
        action="#"
        className="max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof TripFeedbackFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rated by keyboard: Tab into the ratings, arrow keys move between them. */
export const RateByKeyboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "How was your trip?" })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "4 – Very good" })).toBeChecked();
    await userEvent.type(
      canvas.getByRole("textbox", { name: "Tell us more (optional)" }),
      "Quick boarding",
    );
    await expect(canvas.getByRole("button", { name: "Send feedback" })).toBeEnabled();
  },
};

/** Refused by the server: the messages at their fields, the comment kept. */
export const WithErrors: Story = {
  args: {
    errors: { rating: ["Please rate your trip"] },
    defaultValues: { comment: "The crew were kind" },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "How was your trip?" });
    await expect(group).toHaveAccessibleDescription("Please rate your trip");
    await expect(canvas.getByRole("textbox", { name: "Tell us more (optional)" })).toHaveValue(
      "The crew were kind",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("radio")).toHaveLength(5);
  },
};
