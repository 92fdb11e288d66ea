import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { TravellerSelector } from "./TravellerSelector";

const changed = fn();

const meta = {
  title: "Search/TravellerSelector",
  component: TravellerSelector,
  args: { onChange: changed },
  decorators: [
    (Story) => (
      <form className="max-w-4xl" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof TravellerSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** J§4 defaults: 1 adult, 0 children, 0 infants, Economy. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("group", { name: "Travellers and class" })).toBeVisible();
    await expect(canvas.getByRole("spinbutton", { name: "Adults" })).toHaveValue(1);
    await expect(posted(canvasElement)).toEqual({
      ADT: "1",
      CHD: "0",
      INF: "0",
      pClass: "ECONOMY",
    });
  },
};

/** Children and infants stop at the number of adults; adults make room for them. */
export const Limits: Story = {
  play: async ({ canvas, canvasElement }) => {
    const addChild = canvas.getByRole("button", { name: "Increase Children" });
    await userEvent.click(addChild);
    await expect(canvas.getByRole("spinbutton", { name: "Children" })).toHaveValue(1);
    await expect(addChild).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase Infants" })).not.toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Increase Adults" }));
    await expect(addChild).not.toBeDisabled();
    await expect(changed).toHaveBeenLastCalledWith({ ADULT: 2, CHILD: 1, INFANT: 0 });
    await expect(posted(canvasElement)).toMatchObject({ ADT: "2", CHD: "1" });
    await expect(canvas.getByRole("button", { name: "Decrease Adults" })).not.toBeDisabled();
  },
};

/** Nine in all, infants included (J§9). */
export const Full: Story = {
  args: { defaultValue: { ADULT: 5, CHILD: 2, INFANT: 2 } },
  play: async ({ canvas }) => {
    for (const name of ["Adults", "Children", "Infants"]) {
      await expect(canvas.getByRole("button", { name: `Increase ${name}` })).toBeDisabled();
    }
  },
};

/** Keyboard: a count is a number box (typed, or stepped with its arrows); the cabin class a native select. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("spinbutton", { name: "Adults" }));
    await userEvent.keyboard("{Backspace}3");
    await expect(canvas.getByRole("spinbutton", { name: "Adults" })).toHaveValue(3);
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Cabin class" }),
      "BUSINESS",
    );
    await expect(posted(canvasElement)).toMatchObject({ ADT: "3", pClass: "BUSINESS" });
  },
};

/** The domain's messages next to their field. */
export const Invalid: Story = {
  args: {
    defaultValue: { ADULT: 1, CHILD: 0, INFANT: 2 },
    errors: { INF: ["Infant can't be greater than adults"] },
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("spinbutton", { name: "Infants" }),
      "Infant can't be greater than adults",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Adults" })).toBeDisabled();
  },
};

/** One column below 640 px. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const top = (name: string) =>
      canvas.getByRole("spinbutton", { name }).getBoundingClientRect().top;
    await expect(top("Children")).toBeGreaterThan(top("Adults"));
  },
};
