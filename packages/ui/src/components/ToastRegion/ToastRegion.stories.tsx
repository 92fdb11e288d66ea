import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Toast } from "../Toast/Toast";
import { ToastRegion } from "./ToastRegion";

const meta = {
  title: "Components/ToastRegion",
  component: ToastRegion,
  parameters: {
    // Fixed to the viewport: show it in its own frame in the docs, and photograph the viewport.
    docs: { story: { inline: false, height: "360px" } },
    screenshot: { target: "viewport" },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const stack = (
  <>
    <Toast tone="success" durationMs={0}>
      Passenger details saved.
    </Toast>
    <Toast tone="info" durationMs={0}>
      Fares shown include taxes and fees.
    </Toast>
    <Toast tone="error" durationMs={0}>
      Payment failed. No money was taken.
    </Toast>
  </>
);

/** Bottom-right column from 768 px up; newest last. */
export const Stacked: Story = {
  args: { children: stack },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Notifications" });
    await expect(within(region).getAllByRole("status")).toHaveLength(2);
    await expect(within(region).getByRole("alert")).toHaveTextContent("Payment failed.");
  },
};

export const Empty: Story = {
  args: { children: null },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Notifications" })).toBeEmptyDOMElement();
  },
};

/** Narrow screens (< 768 px): full width along the bottom edge. */
export const Mobile: Story = {
  args: { children: stack },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** Toasts raised by the page appear in the region and remove themselves when dismissed. */
export const Live: Story = {
  render: function LiveToasts() {
    const [toasts, setToasts] = useState<number[]>([]);
    return (
      <>
        <Button onPress={() => setToasts((list) => [...list, (list.at(-1) ?? 0) + 1])}>
          Save passenger
        </Button>
        <ToastRegion label="Notifications">
          {toasts.map((id) => (
            <Toast
              key={id}
              tone="success"
              durationMs={0}
              onDismiss={() => setToasts((list) => list.filter((other) => other !== id))}
            >
              Passenger {id} saved.
            </Toast>
          ))}
        </ToastRegion>
      </>
    );
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Notifications" });
    await userEvent.click(canvas.getByRole("button", { name: "Save passenger" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save passenger" }));
    await expect(within(region).getAllByRole("status")).toHaveLength(2);
    const [first] = within(region).getAllByRole("button", { name: "Dismiss notification" });
    if (first) await userEvent.click(first);
    await waitFor(() => expect(within(region).getAllByRole("status")).toHaveLength(1));
    await expect(within(region).getByRole("status")).toHaveTextContent("Passenger 2 saved.");
  },
};
