import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { FareTypeChips } from "./FareTypeChips";

const changed = fn();

const meta = {
  title: "Search/FareTypeChips",
  component: FareTypeChips,
  args: { defaultValue: "REGULAR", onChange: changed },
  decorators: [
    (Story) => (
      <form className="max-w-xl" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FareTypeChips>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** Regular by default (J§4); posts the fare type under `pft`. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Fare type" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Regular" })).toBeChecked();
    await userEvent.click(canvas.getByText("Senior Citizen"));
    await expect(changed).toHaveBeenLastCalledWith("SENIOR_CITIZEN");
    await expect(posted(canvasElement)).toEqual({ pft: "SENIOR_CITIZEN" });
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Regular" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Student" })).toBeChecked();
  },
};

export const StudentSelected: Story = {
  args: { defaultValue: "STUDENT", description: "Students show a valid ID at check-in." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Student" })).toBeChecked();
    await expect(canvas.getByRole("radiogroup", { name: "Fare type" })).toHaveAccessibleDescription(
      "Students show a valid ID at check-in.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Please choose a fare type"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("radiogroup", { name: "Fare type" }),
      "Please choose a fare type",
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole("radio");
    await expect(radios).toHaveLength(3);
  },
};
