import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConfirmAction } from "./ConfirmAction";

const posted = fn();

const meta = {
  title: "Back office/ConfirmAction",
  component: ConfirmAction,
  args: {
    formId: "account-status",
    label: "Deactivate",
    cancelHref: "?",
    question: {
      title: "Deactivate Aditi Verma?",
      description: "Their sessions end at once and they cannot log in until reactivated.",
      confirm: "Yes, deactivate",
      cancel: "Cancel",
    },
  },
  decorators: [
    (Story) => (
      <form
        id="account-status"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement;
          posted(Object.fromEntries(new FormData(event.currentTarget, submitter)));
        }}
      >
        <input type="hidden" name="status" value="INACTIVE" />
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof ConfirmAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button asks first: the alertdialog's confirming button posts the form with `confirmed`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    posted.mockClear();
    const page = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Deactivate" }));
    const dialog = await page.findByRole("alertdialog", { name: "Deactivate Aditi Verma?" });
    await expect(dialog).toHaveAccessibleDescription(
      "Their sessions end at once and they cannot log in until reactivated.",
    );
    await expect(posted).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, deactivate" }));
    await expect(posted).toHaveBeenCalledWith({ status: "INACTIVE", confirmed: "yes" });
  },
};

/** Cancel and Escape close the question without posting; focus goes back to the button. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    posted.mockClear();
    const page = within(document.body);
    const button = canvas.getByRole("button", { name: "Deactivate" });
    await userEvent.click(button);
    await userEvent.click(await page.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await page.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("alertdialog")).toBeNull());
    await expect(posted).not.toHaveBeenCalled();
  },
};

/** Posted before JavaScript: the server asks, and the question is in the page. */
export const AskedByTheServer: Story = {
  args: { asked: true },
  play: async ({ canvas }) => {
    posted.mockClear();
    const question = canvas.getByRole("alert");
    await expect(question).toHaveAccessibleName("Deactivate Aditi Verma?");
    await expect(within(question).getByRole("link", { name: "Cancel" })).toHaveAttribute(
      "href",
      "?",
    );
    await userEvent.click(within(question).getByRole("button", { name: "Yes, deactivate" }));
    await expect(posted).toHaveBeenCalledWith({ status: "INACTIVE", confirmed: "yes" });
  },
};

/** On a small phone: the question's buttons stack, the confirming one on top. */
export const Mobile: Story = {
  args: { asked: true },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Yes, deactivate" })).toBeVisible();
  },
};
