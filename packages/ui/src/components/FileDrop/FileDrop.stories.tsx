import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage } from "../../lib/story-helpers";
import { FileDrop } from "./FileDrop";

const meta = {
  title: "Fields/FileDrop",
  component: FileDrop,
  args: { label: "Passenger sheet", name: "passengers", onChange: fn() },
  decorators: [
    (Story) => (
      <form
        className="max-w-xl"
        aria-label="Bulk upload"
        encType="multipart/form-data"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = () => new File(["Title,First Name\nMr,Asha\n"], "passengers.csv", { type: "text/csv" });

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('input[type="file"]:not([name])') as HTMLInputElement;

/**
 * What the browser does once a file is picked in the system dialog: the input holds it and
 * fires `change` (userEvent.upload only fakes `files`, so FormData would not see the file).
 */
function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

const postedFile = (canvasElement: HTMLElement) =>
  new FormData(canvasElement.querySelector("form") as HTMLFormElement).get("passengers");

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Passenger sheet" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(
      "An xlsx, xls or csv file, up to 5 MB.",
    );
  },
};

/** Choosing a file shows it, announces it and puts it in the form's file input. */
export const Chosen: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    choose(fileInput(canvasElement), csv());
    await expect(canvas.getByRole("status")).toHaveTextContent("Chosen: passengers.csv (25 B)");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
    await expect((postedFile(canvasElement) as File).name).toBe("passengers.csv");
  },
};

/** Over the limit: the spec's message, verbatim; nothing is kept. */
export const TooBig: Story = {
  args: { maxBytes: 10 },
  play: async ({ args, canvas, canvasElement }) => {
    choose(fileInput(canvasElement), csv());
    await expectInvalidWithMessage(
      canvas.getByRole("button", { name: "Choose a file" }),
      "File is too big! Please try a different file.",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "File is too big! Please try a different file.",
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect((postedFile(canvasElement) as File | null)?.name ?? "").toBe("");
  },
};

/**
 * Another type (the system dialog filters by type, but "All files" gets past it):
 * refused with a message naming the accepted types.
 */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    choose(fileInput(canvasElement), new File(["%PDF"], "ticket.pdf", { type: "application/pdf" }));
    await expectInvalidWithMessage(
      canvas.getByRole("button", { name: "Choose a file" }),
      "Choose an xlsx, xls or csv file.",
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** The server's message after a round trip. */
export const ServerError: Story = {
  args: { errors: ["Please upload the document"] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("button", { name: "Choose a file" }),
      "Please upload the document",
    );
  },
};

/** Tab reaches the choose button, then Remove; Enter on Remove clears the file. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    choose(fileInput(canvasElement), csv());
    canvas.getByRole("button", { name: "Choose a file" }).focus();
    await userEvent.tab();
    const remove = canvas.getByRole("button", { name: "Remove passengers.csv" });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect((postedFile(canvasElement) as File | null)?.name ?? "").toBe("");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeDisabled();
  },
};

/** A long file name wraps; below 640 px the zone stacks its content. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    choose(
      fileInput(canvasElement),
      new File(["x"], "corporate-offsite-travellers-december-2026-final-v3.xlsx"),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "corporate-offsite-travellers-december-2026-final-v3.xlsx",
    );
    const status = canvas.getByRole("status").getBoundingClientRect();
    await expect(status.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
