import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { nextSubmission } from "../../lib/story-helpers";
import { SubscribeNudge } from "./SubscribeNudge";

const meta = {
  title: "After booking/SubscribeNudge",
  component: SubscribeNudge,
  args: {
    subscribeHref: "/notifications#subscribe",
    dismissAction: "/notifications",
    next: "/flight",
  },
} satisfies Meta<typeof SubscribeNudge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region with a link to the subscribe prompt and a dismiss form that returns to the page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Subscribe to notifications" });
    await expect(region).toHaveTextContent("Hear about your bookings as they change.");
    await expect(canvas.getByRole("link", { name: "Choose what to hear about" })).toHaveAttribute(
      "href",
      "/notifications#subscribe",
    );
    const dismiss = canvas.getByRole("button", { name: "No thanks" });
    const posted = nextSubmission(dismiss.closest("form") as HTMLFormElement);
    await userEvent.click(dismiss);
    await expect(await posted).toEqual({ intent: "dismiss-nudge", next: "/flight" });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "No thanks" })).toBeVisible();
  },
};
