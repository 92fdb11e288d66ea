import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button/Button";
import { Checkbox } from "../Checkbox/Checkbox";
import { Drawer, type DrawerProps } from "./Drawer";

/** Opens from a "Filters" button, closes from its footer: how the results page uses it. */
function DrawerDemo({
  initiallyOpen = false,
  ...props
}: Omit<DrawerProps, "isOpen" | "onOpenChange"> & { initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Clear all
            </Button>
            <Button onPress={() => setOpen(false)}>Show 34 flights</Button>
          </>
        }
      />
    </>
  );
}

const filters = (
  <fieldset className="flex flex-col gap-1">
    <legend className="mb-1 text-base font-semibold">Stops and fares</legend>
    <Checkbox label="Non-stop only" name="nonStop" />
    <Checkbox label="Refundable fares only" name="refundable" />
    <Checkbox label="Meal included" name="meal" />
  </fieldset>
);

const meta = {
  title: "Components/Drawer",
  component: Drawer,
  args: {
    title: "Filters",
    description: "Delhi to Mumbai, 1 December 2026",
    children: filters,
  },
  parameters: { screenshot: { target: "viewport" } },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the opener. */
export const Closed: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Filters" })).toBeVisible();
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

/** Open from the right (the default), as a designer sees it. */
export const Open: Story = {
  render: (args) => <DrawerDemo {...args} initiallyOpen />,
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAccessibleDescription("Delhi to Mumbai, 1 December 2026");
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

/** Keyboard: Enter opens, focus moves in and stays inside, Escape closes, focus returns. */
export const KeyboardFocus: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Filters" });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    const close = screen.getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());

    // Trapped: close, three checkboxes, two actions, then back to close.
    await userEvent.tab();
    await expect(screen.getByRole("checkbox", { name: "Non-stop only" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(screen.getByRole("checkbox", { name: "Non-stop only" })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Clear all" })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Show 34 flights" })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole("button", { name: "Show 34 flights" })).toHaveFocus();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The × button closes; focus goes back to the opener. */
export const CloseButton: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(opener);
    await screen.findByRole("dialog", { name: "Filters" });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** A footer action closes it too (the demo closes on "Show 34 flights"). */
export const ApplyFromFooter: Story = {
  parameters: { screenshot: { target: "frame" } },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole("button", { name: "Filters" });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Show 34 flights" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Left: Story = {
  args: { side: "left", description: undefined, closeLabel: "Close filters" },
  render: (args) => <DrawerDemo {...args} initiallyOpen />,
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await expect(drawer).not.toHaveAttribute("aria-describedby");
    await expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0);
    await expect(screen.getByRole("button", { name: "Close filters" })).toBeVisible();
  },
};

/** Phones: a bottom sheet, the full width, its body scrolling under a fixed footer. */
export const BottomSheetMobile: Story = {
  args: { side: "bottom" },
  render: (args) => <DrawerDemo {...args} initiallyOpen />,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    const box = drawer.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await waitFor(() => expect(screen.getByRole("button", { name: "Close" })).toHaveFocus());
  },
};

/** Phones, from the side: the page stays visible at the edge. */
export const Mobile: Story = {
  render: (args) => <DrawerDemo {...args} initiallyOpen />,
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async () => {
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await expect(drawer.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
  },
};
