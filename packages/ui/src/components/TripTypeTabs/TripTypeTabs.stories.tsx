import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { TripTypeTabs } from "./TripTypeTabs";

const changed = fn();

const meta = {
  title: "Search/TripTypeTabs",
  component: TripTypeTabs,
  args: { defaultValue: "ONEWAY", onChange: changed },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof TripTypeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** Posts the trip type's URL value (ONEWAY=0, RETURN=1) under `tripType`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Trip type" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "One Way" })).toBeChecked();
    await expect(posted(canvasElement)).toEqual({ tripType: "0" });
    await userEvent.click(canvas.getByText("Round Trip"));
    await expect(changed).toHaveBeenLastCalledWith("RETURN");
    await expect(posted(canvasElement)).toEqual({ tripType: "1" });
  },
};

/** One tab stop; arrow keys move and select. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "One Way" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Round Trip" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Round Trip" })).toHaveFocus();
  },
};

/** A white-label partner's own words. */
export const CustomLabels: Story = {
  args: { label: "Journey", labels: { ONEWAY: "Single", RETURN: "Return" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Journey" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Single" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Return" })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { errors: ["Please choose a trip type"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Trip type" }),
      "Please choose a trip type",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** Below 640 px the options stack. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("radio");
    const top = (el: HTMLElement | undefined) =>
      el?.closest("label")?.getBoundingClientRect().top ?? 0;
    await expect(top(second)).toBeGreaterThan(top(first));
  },
};
