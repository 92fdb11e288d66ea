import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { SearchForm } from "./SearchForm";

const airports: Airport[] = [
  { code: "DEL", city: "New Delhi", name: "Indira Gandhi International Airport", country: "India" },
  {
    code: "BOM",
    city: "Mumbai",
    name: "Chhatrapati Shivaji Maharaj International Airport",
    country: "India",
  },
  { code: "BLR", city: "Bengaluru", name: "Kempegowda International Airport", country: "India" },
  { code: "GOX", city: "Goa", name: "Manohar International Airport", country: "India" },
  {
    code: "DXB",
    city: "Dubai",
    name: "Dubai International Airport",
    country: "United Arab Emirates",
  },
];

const meta = {
  title: "Search/SearchForm",
  component: SearchForm,
  args: { airports },
  decorators: [
    (Story) => (
      <form
        method="get"
        action="/flight/list/"
        className="max-w-4xl"
        aria-label="Flight search"
        onSubmit={(event) => event.preventDefault()}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

/** J§4 defaults: one way, 1 adult, Economy, Regular; no return date for a one-way trip. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("radio", { name: "One Way" })).toBeChecked();
    await expect(canvas.queryByLabelText("Return date")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Search flights" })).toHaveAttribute(
      "type",
      "submit",
    );
    await expect(posted(canvasElement)).toEqual({
      tripType: "0",
      from: "",
      to: "",
      dep: "",
      ADT: "1",
      CHD: "0",
      INF: "0",
      pClass: "ECONOMY",
      pft: "REGULAR",
    });
  },
};

/** A keyboard user fills the whole form; it posts the /flight/list parameters. */
export const FilledByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "From" }));
    await userEvent.keyboard("del");
    await userEvent.click(await screen.findByRole("option", { name: /New Delhi \(DEL\)/ }));
    await userEvent.click(canvas.getByRole("combobox", { name: "To" }));
    await userEvent.keyboard("mumbai");
    await userEvent.click(await screen.findByRole("option", { name: /Mumbai \(BOM\)/ }));
    await userEvent.type(canvas.getByLabelText("Departure date"), "2026-12-01");
    await userEvent.click(canvas.getByRole("button", { name: "Increase Adults" }));
    await expect(posted(canvasElement)).toMatchObject({
      from: "DEL",
      to: "BOM",
      dep: "2026-12-01",
      ADT: "2",
    });
  },
};

/** The swap button exchanges origin and destination. */
export const Swap: Story = {
  args: { defaultValues: { from: "DEL", to: "BOM" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Swap origin and destination" }));
    await expect(canvas.getByRole("combobox", { name: "From" })).toHaveValue("Mumbai (BOM)");
    await expect(canvas.getByRole("combobox", { name: "To" })).toHaveValue("New Delhi (DEL)");
    await expect(posted(canvasElement)).toMatchObject({ from: "BOM", to: "DEL" });
  },
};

/** Choosing a round trip brings in the return date. */
export const RoundTrip: Story = {
  args: {
    defaultValues: {
      tripType: "RETURN",
      from: "DEL",
      to: "BOM",
      dep: "2026-12-01",
      ret: "2026-12-05",
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText("Return date")).toBeVisible();
    await expect(posted(canvasElement)).toMatchObject({ tripType: "1", ret: "2026-12-05" });
    await userEvent.click(canvas.getByText("One Way"));
    await expect(canvas.queryByLabelText("Return date")).toBeNull();
  },
};

/**
 * "Open calendar" loads the calendar on its first press; the picked day goes into the date
 * box (what the form posts) and focus returns to the button.
 */
export const PickedFromCalendar: Story = {
  args: { defaultValues: { dep: "2026-12-01" } },
  play: async ({ canvas, canvasElement }) => {
    const open = canvas.getByRole("button", { name: "Open calendar, Departure date" });
    await userEvent.click(open);
    const calendar = await screen.findByRole("dialog", { name: "Departure date" });
    await userEvent.click(within(calendar).getByRole("button", { name: /\b15 December 2026/ }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Departure date" })).toBeNull(),
    );
    await expect(canvas.getByLabelText("Departure date")).toHaveValue("2026-12-15");
    await expect(posted(canvasElement)).toMatchObject({ dep: "2026-12-15" });
    // The popover hands focus back to its button as it closes.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Messages from the shared schema, each next to its field. */
export const WithErrors: Story = {
  args: {
    defaultValues: { to: "DEL", from: "DEL", paxInfo: { ADULT: 1, CHILD: 0, INFANT: 2 } },
    errors: {
      to: ["Origin and destination can't be same"],
      dep: ["Please enter a departure date"],
      INF: ["Infant can't be greater than adults"],
    },
  },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("combobox", { name: "To" }),
      "Origin and destination can't be same",
    );
    await expectInvalidWithMessage(
      canvas.getByRole("textbox", { name: "Infants" }),
      "Infant can't be greater than adults",
    );
    await expect(canvas.getByText("Please enter a departure date")).toBeVisible();
  },
};

/** The submit button while the search starts. */
export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Search flights" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

/** 375 px: one column, from above to (a tall viewport, so the picture holds the whole form). */
export const Mobile: Story = {
  parameters: {
    viewport: {
      options: {
        searchMobile: {
          name: "375 × 1400",
          styles: { width: "375px", height: "1400px" },
          type: "mobile",
        },
      },
    },
  },
  globals: { viewport: { value: "searchMobile", isRotated: false } },
  play: async ({ canvas }) => {
    const top = (name: string) =>
      canvas.getByRole("combobox", { name }).getBoundingClientRect().top;
    await expect(top("To")).toBeGreaterThan(top("From"));
  },
};
