import type { Meta, StoryObj } from "@storybook/react-vite";
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_MESSAGES, PASSENGER_MESSAGES } from "@wayfare/domain";
import { expect, userEvent, within } from "storybook/test";
import { expectInvalidWithMessage } from "../../lib/story-helpers";
import { loadFileDropZone } from "../FileDrop/use-file-drop-zone";
import { BulkUploadPanel, BulkUploadPanelContent } from "./BulkUploadPanel";

const HEADING = "Upload passengers from a spreadsheet";
const PROMO = "Save time: fill in all passenger details at once from a spreadsheet.";

const meta = {
  // The drop zone loads after hydration on a page; here it is ready before the story renders.
  loaders: [async () => ({ dropZone: await loadFileDropZone() })],
  title: "Booking/BulkUploadPanel",
  component: BulkUploadPanel,
  args: {
    passengerCount: 4,
    templateHref: "/flight/passengers-template.csv",
    children: <input type="hidden" name="bookingId" value="WF-1042" />,
  },
  decorators: [
    (Story) => (
      // The page's own form (the passenger form in the portal): the panel is its content.
      <form method="post" aria-label="Passenger details" className="max-w-2xl">
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof BulkUploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => element.querySelector("form") as HTMLFormElement;

const csv = () =>
  new File(["Title,First Name,Last Name\nMr,Ravi,Kumar\n"], "passengers.csv", {
    type: "text/csv",
  });

/** What the browser does once a file is picked in the system dialog (see FileDrop's stories). */
function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The drop zone's own (unnamed) input, behind "Choose a file". */
const triggerInput = (element: HTMLElement) =>
  element.querySelector('input[type="file"]:not([name])') as HTMLInputElement;

/** The panel's outcome line (the file field has a status line of its own). */
const outcome = (canvas: { getAllByRole: (role: "status") => HTMLElement[] }) =>
  canvas.getAllByRole("status").find((status) => !status.closest("[data-slot='file-drop']"));

/**
 * The next submit of the form as the browser would post it (with the pressed button), and
 * the encoding that button asks for; the submission itself is prevented.
 */
function nextPost(form: HTMLFormElement) {
  return new Promise<{ data: FormData; encType: string; noValidate: boolean }>((resolve) => {
    form.addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        const button = event.submitter as HTMLButtonElement;
        resolve({
          data: new FormData(form, button),
          encType: button.formEnctype,
          noValidate: button.formNoValidate,
        });
      },
      { once: true },
    );
  });
}

/**
 * A section named by its heading and described by the promotional line; the columns come
 * from the domain, the template is a download link. Tab goes template → drop zone → Choose
 * a file → Remove → Upload and fill in; Enter posts the page's form as multipart, unvalidated, with the file,
 * `intent=bulk-upload` and the page's hidden fields.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole("region", { name: HEADING });
    await expect(section).toHaveAccessibleDescription(PROMO);
    await expect(canvas.getByRole("heading", { name: HEADING, level: 2 })).toBeVisible();
    const columns = canvas.getByRole("list", { name: "Columns in the header row" });
    await expect(
      within(columns)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(BULK_UPLOAD_COLUMNS.map((column) => column.header));
    const template = canvas.getByRole("link", { name: "Download the CSV template" });
    await expect(template).toHaveAttribute("href", "/flight/passengers-template.csv");
    await expect(template).toHaveAttribute("download");
    const field = canvas.getByRole("group", { name: "Passenger spreadsheet" });
    await expect(field).toBeVisible();

    choose(triggerInput(canvasElement), csv());
    const posted = nextPost(formOf(canvasElement));
    await userEvent.tab();
    await expect(template).toHaveFocus();
    // React Aria's drop zone is a tab stop of its own (keyboard users can paste a file there).
    await userEvent.tab();
    await expect(field).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove passengers.csv" })).toHaveFocus();
    await userEvent.tab();
    const upload = canvas.getByRole("button", { name: "Upload and fill in" });
    await expect(upload).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const { data, encType, noValidate } = await posted;
    await expect(encType).toBe("multipart/form-data");
    await expect(noValidate).toBe(true);
    await expect(data.get("intent")).toBe("bulk-upload");
    await expect(data.get("bookingId")).toBe("WF-1042");
    await expect((data.get("file") as File).name).toBe("passengers.csv");
  },
};

/** After an upload: how many passengers were filled in, said politely. */
export const Filled: Story = {
  args: { filled: 3 },
  play: async ({ canvas }) => {
    await expect(outcome(canvas)).toHaveTextContent(
      "Filled in 3 of 4 passengers. Check them below before you continue.",
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * Rows with problems (filled in as written): an error box named by its title, whose list
 * gives each row's messages, the domain's words, verbatim.
 */
export const RowProblems: Story = {
  args: {
    filled: 3,
    rowProblems: [
      { row: 2, messages: [PASSENGER_MESSAGES.titleEmpty] },
      {
        row: 4,
        messages: [PASSENGER_MESSAGES.datePattern, PASSENGER_MESSAGES.passportNumberPattern],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(outcome(canvas)).toHaveTextContent("Filled in 3 of 4 passengers.");
    const alert = canvas.getByRole("alert", { name: "Rows to check" });
    const list = within(alert).getByRole("list", { name: "Rows to check" });
    await expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      `Row 2: ${PASSENGER_MESSAGES.titleEmpty}`,
      `Row 4: ${PASSENGER_MESSAGES.datePattern}`,
      `Row 4: ${PASSENGER_MESSAGES.passportNumberPattern}`,
    ]);
  },
};

/** The server refused the file (more rows than passengers): its message on the file field. */
export const FileRefused: Story = {
  args: { errors: [BULK_UPLOAD_MESSAGES.tooManyRows(5, 4)] },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("button", { name: "Choose a file" }),
      "The sheet has 5 passengers but this booking has 4. Remove the extra rows and upload it again.",
    );
    await expect(outcome(canvas)).toBeEmptyDOMElement();
  },
};

/** While the upload is on its way: the button says so, keeps focus and ignores presses. */
export const Uploading: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Uploading…" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.queryByRole("button", { name: "Upload and fill in" })).toBeNull();
  },
};

/**
 * Before hydration and without JavaScript: a visible native file input labelled "Passenger
 * spreadsheet"; the button posts it, as multipart, with the rest of the form.
 */
export const WithoutJavaScript: Story = {
  render: (args) => <BulkUploadPanelContent {...args} hydrated={false} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("button", { name: "Choose a file" })).toBeNull();
    const input = canvas.getByLabelText("Passenger spreadsheet") as HTMLInputElement;
    await expect(input).toBeVisible();
    await expect(input).toHaveAttribute("name", "file");
    await expect(input).toHaveAttribute("accept", ".xlsx,.xls,.csv");
    await expect(input).toHaveAccessibleDescription("An xlsx, xls or csv file, up to 5 MB.");
    choose(input, csv());
    const posted = nextPost(formOf(canvasElement));
    canvas.getByRole("button", { name: "Upload and fill in" }).focus();
    await userEvent.keyboard("{Enter}");
    const { data, encType } = await posted;
    await expect(encType).toBe("multipart/form-data");
    await expect(data.get("intent")).toBe("bulk-upload");
    await expect((data.get("file") as File).name).toBe("passengers.csv");
  },
};

/** A partner's words, its own field name and intent, under an h3; no template link. */
export const OwnWords: Story = {
  args: {
    passengerCount: 1,
    templateHref: undefined,
    name: "sheet",
    intent: "upload",
    headingLevel: 3,
    filled: 1,
    messages: {
      heading: "Add travellers from Excel",
      submit: "Fill in from the sheet",
      fileLabel: "Traveller sheet",
      fileDrop: { choose: "Pick a sheet" },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("heading", { name: "Add travellers from Excel", level: 3 }),
    ).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("group", { name: "Traveller sheet" })).toBeVisible();
    await expect(canvas.getByText(/1 row at most/)).toBeVisible();
    await expect(outcome(canvas)).toHaveTextContent(
      "Filled in 1 of 1 passenger. Check the details below before you continue.",
    );
    choose(triggerInput(canvasElement), csv());
    const posted = nextPost(formOf(canvasElement));
    canvas.getByRole("button", { name: "Fill in from the sheet" }).focus();
    await userEvent.keyboard("{Enter}");
    const { data } = await posted;
    await expect(data.get("intent")).toBe("upload");
    await expect((data.get("sheet") as File).name).toBe("passengers.csv");
    await expect(canvas.getByRole("button", { name: "Pick a sheet" })).toBeVisible();
  },
};

/** A phone (320 px; tall, so the picture holds the panel): the columns wrap, the row problems wrap, nothing runs off the side. */
export const Mobile: Story = {
  args: {
    filled: 2,
    rowProblems: [{ row: 3, messages: [PASSENGER_MESSAGES.passportNumberPattern] }],
  },
  parameters: {
    viewport: {
      options: {
        tall320: {
          name: "320 × 1400",
          styles: { width: "320px", height: "1400px" },
          type: "mobile",
        },
      },
    },
  },
  globals: { viewport: { value: "tall320", isRotated: false } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: HEADING });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole("button", { name: "Upload and fill in" })).toBeVisible();
    await expect(canvas.getByRole("alert", { name: "Rows to check" })).toBeVisible();
  },
};
