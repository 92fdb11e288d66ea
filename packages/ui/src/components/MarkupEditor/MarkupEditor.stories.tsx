import type { Meta, StoryObj } from "@storybook/react-vite";
import { MARKUP_INVALID_PERCENTAGE_MESSAGE } from "@wayfare/domain";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { MarkupEditor } from "./MarkupEditor";

const submitted = fn();

const meta = {
  title: "Results/MarkupEditor",
  component: MarkupEditor,
  args: { exampleFare: 465_000 },
  decorators: [
    (Story) => (
      <form
        aria-label="Markup"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          submitted(
            Object.fromEntries(
              [...new FormData(event.currentTarget, submitter)].map(([k, v]) => [k, String(v)]),
            ),
          );
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof MarkupEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** Empty: no markup yet, no preview. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("textbox", { name: "Markup (% of fare)" })).toHaveValue("");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(posted(canvasElement)).toEqual({ markup: "" });
  },
};

/** Type a percentage, Tab to Apply, Enter: the form posts the value as typed and the action. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    submitted.mockClear();
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Markup (% of fare)" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("12.5%");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Apply markup" })).toHaveFocus();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "On a fare of ₹4,650.00: ₹581.25 per passenger",
    );
    await userEvent.keyboard("{Enter}");
    await expect(submitted).toHaveBeenLastCalledWith({ markup: "12.5%", markupAction: "apply" });
  },
};

/** The markup in force; Reset posts the reset action. */
export const WithValue: Story = {
  args: { defaultValue: 500 },
  play: async ({ canvas }) => {
    submitted.mockClear();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "On a fare of ₹4,650.00: ₹232.50 per passenger",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Reset markup" }));
    await expect(submitted).toHaveBeenLastCalledWith({ markup: "5", markupAction: "reset" });
  },
};

/** Not a percentage (negative, three decimals): no preview; the server answers the message. */
export const NotAPercentage: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Markup (% of fare)" });
    await userEvent.type(input, "-1");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.clear(input);
    await userEvent.type(input, "2.555");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** The server's message, verbatim. */
export const Invalid: Story = {
  args: { errors: [MARKUP_INVALID_PERCENTAGE_MESSAGE] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Markup (% of fare)" }),
      "Please enter a valid number",
    );
  },
};

/** Below 640 px the buttons go under the field. */
export const Mobile: Story = {
  args: { defaultValue: 500 },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Markup (% of fare)" });
    const apply = canvas.getByRole("button", { name: "Apply markup" });
    await expect(apply.getBoundingClientRect().top).toBeGreaterThan(
      input.getBoundingClientRect().bottom,
    );
  },
};
