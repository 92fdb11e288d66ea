import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { expectInvalidWithMessage } from "../../lib/story-helpers";
import { FileDrop, FileDropContent, type FileDropProps } from "./FileDrop";
import { loadFileDropZone } from "./use-file-drop-zone";

const meta = {
  // The drop zone loads after hydration on a page; here it is ready before the story renders.
  loaders: [async () => ({ dropZone: await loadFileDropZone() })],
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

/**
 * Before hydration and without JavaScript: a visible native file input, labelled by the
 * label, described by the same hint, named `name` and filtered to the spreadsheet types. A
 * file chosen in it posts with the form.
 */
export const WithoutJavaScript: Story = {
  render: (args) => <FileDropContent {...args} hydrated={false} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: "Choose a file" })).toBeNull();
    const input = canvas.getByLabelText("Passenger sheet") as HTMLInputElement;
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAttribute("name", "passengers");
    await expect(input).toHaveAttribute("accept", ".xlsx,.xls,.csv");
    await expect(input).toHaveAccessibleDescription("An xlsx, xls or csv file, up to 5 MB.");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    choose(input, csv());
    await expect((postedFile(canvasElement) as File).name).toBe("passengers.csv");
  },
};

/** The server's message without JavaScript: next to the native input, which is invalid. */
export const WithoutJavaScriptServerError: Story = {
  args: { errors: ["File is too big! Please try a different file."] },
  render: (args) => <FileDropContent {...args} hydrated={false} />,
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByLabelText("Passenger sheet"),
      "File is too big! Please try a different file.",
    );
  },
};

/** Story harness: the page finishes loading (hydrates) when the button is pressed. */
function LoadsLater(args: FileDropProps) {
  const [hydrated, setHydrated] = useState(false);
  return (
    <>
      <FileDropContent {...args} hydrated={hydrated} />
      <button type="button" className="underline" onClick={() => setHydrated(true)}>
        Finish loading (story only)
      </button>
    </>
  );
}

/**
 * A file chosen in the native input while the page is still loading is kept when the drop
 * zone takes over: checked, announced, and posted from the zone's file input.
 */
export const ChosenBeforeLoading: Story = {
  render: (args) => <LoadsLater {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    choose(canvas.getByLabelText("Passenger sheet") as HTMLInputElement, csv());
    await userEvent.click(canvas.getByRole("button", { name: "Finish loading (story only)" }));
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Chosen: passengers.csv (25 B)");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File));
    await expect((postedFile(canvasElement) as File).name).toBe("passengers.csv");
  },
};
