import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AllotmentUpload } from "./AllotmentUpload";

const meta = {
  title: "Back office/AllotmentUpload",
  component: AllotmentUpload,
  decorators: [
    (Story) => (
      <form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof AllotmentUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The columns the file needs, the file and the text, and the button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole("region", { name: "Load seats and fares" });
    const columns = within(section).getByRole("table", { name: "Columns, in this order" });
    await expect(
      within(columns)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["Flight number", "Date", "Cabin", "Booking class", "Seats", "Base fare", "Taxes"]);
    await expect(await canvas.findByRole("button", { name: "Choose a file" })).toBeVisible();
    await expect(canvas.getByText("An csv file, up to 97.7 KB.")).toBeVisible();
    await expect(canvas.getByLabelText("Or the rows as CSV text")).toHaveValue("");
    await expect(canvas.getByRole("button", { name: "Upload and load" })).toHaveAttribute(
      "type",
      "submit",
    );
  },
};

const refusedCsv =
  "Flight number,Date,Cabin,Booking class,Seats,Base fare,Taxes\n6E2031,2027-01-15,Economy,S,9,3999,850\n6E2031,2027-01-15,Economy,T,many,5200,900";

/** A refused upload: every bad row's message, and the file's rows kept in the text. */
export const Refused: Story = {
  args: {
    csv: refusedCsv,
    errors: ["Row 3: Seats must be a whole number from 1 to 500."],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(
      "Nothing was loaded. Correct these rows and upload the file again:",
    );
    await expect(within(alert).getByRole("listitem")).toHaveTextContent(
      "Row 3: Seats must be a whole number from 1 to 500.",
    );
    await expect(canvas.getByLabelText("Or the rows as CSV text")).toHaveValue(refusedCsv);
  },
};

/** A loaded file: what went on sale, announced politely. */
export const Loaded: Story = {
  args: { loaded: "Loaded 2 rows: 13 seats are on sale." },
  play: async ({ canvas }) => {
    const loaded = canvas.getByText("Loaded 2 rows: 13 seats are on sale.");
    await expect(loaded.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** On a small phone: the columns table scrolls inside its region. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Columns, in this order" })).toBeVisible();
  },
};
