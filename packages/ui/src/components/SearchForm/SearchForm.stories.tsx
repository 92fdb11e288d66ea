import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
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

const airlines = [
  { code: "AI", name: "Air India" },
  { code: "QP", name: "Akasa Air" },
  { code: "EK", name: "Emirates" },
  { code: "6E", name: "IndiGo" },
  { code: "SG", name: "SpiceJet" },
];

const meta = {
  title: "Search/SearchForm",
  component: SearchForm,
  args: { airports, airlines, minDate: "2026-11-22", maxDate: "2027-11-22" },
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

/**
 * The airport combo box's code is imported when a visitor reaches an airport field (until
 * then it is a text box with suggestions): pointing at it brings it.
 */
async function comboBoxesReady(canvas: ReturnType<typeof within>) {
  await userEvent.hover(canvas.getByRole("combobox", { name: "From" }));
  await waitFor(
    () =>
      expect(canvas.getByRole("combobox", { name: "From" })).toHaveAttribute(
        "aria-autocomplete",
        "list",
      ),
    // The first import in the story server compiles React Aria's modules.
    { timeout: 15_000 },
  );
}

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
      connection: "any",
    });
  },
};

/** A keyboard user fills the whole form; it posts the /flight/list parameters. */
export const FilledByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await comboBoxesReady(canvas);
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
    await comboBoxesReady(canvas);
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
 * Multicity (J§4): flight 1 is the form's From, To and date; flight 1's destination starts
 * flight 2; a third flight starts where the second ends; each posts the URL's leg names.
 */
export const Multicity: Story = {
  args: { defaultValues: { from: "DEL", to: "BOM", dep: "2026-12-01" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText("Multi City"));
    const second = canvas.getByRole("group", { name: "Flight 2" });
    await expect(within(second).getByRole("combobox", { name: "From" })).toHaveValue(
      "Mumbai (BOM)",
    );
    await userEvent.click(within(second).getByRole("combobox", { name: "To" }));
    await userEvent.keyboard("goa");
    await userEvent.click(await screen.findByRole("option", { name: /Goa \(GOX\)/ }));
    await userEvent.type(within(second).getByLabelText("Departure date"), "2026-12-03");
    canvas.getByRole("button", { name: "Add another flight" }).focus();
    await userEvent.keyboard("{Enter}");
    const third = canvas.getByRole("group", { name: "Flight 3" });
    await expect(within(third).getByRole("combobox", { name: "From" })).toHaveValue("Goa (GOX)");
    await expect(posted(canvasElement)).toMatchObject({
      tripType: "2",
      from: "DEL",
      to: "BOM",
      dep: "2026-12-01",
      origin_1: "BOM",
      destination_1: "GOX",
      depDate_1: "2026-12-03",
      origin_2: "GOX",
    });
  },
};

/**
 * Direct flights only by keyboard, and two preferred airlines from the disclosure (a native
 * `<details>`: the browser opens it with Enter or Space, which a play's synthetic keys do not
 * reach, so the play clicks it).
 */
export const StopsAndAirlines: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("radio", { name: "Any" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Direct only" })).toBeChecked();
    await userEvent.click(canvas.getByText("Preferred airlines: any"));
    await userEvent.click(canvas.getByRole("checkbox", { name: "IndiGo (6E)" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Air India (AI)" }));
    await expect(canvas.getByText("Preferred airlines: 2 chosen")).toBeVisible();
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    await expect(new FormData(form).getAll("prefAirCode")).toEqual(["AI", "6E"]);
    await expect(posted(canvasElement)).toMatchObject({ connection: "direct" });
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

/** A month's lowest fares as the page would load them: every day but the 10th. */
const decemberFares = async (ask: { month: string }) =>
  Object.fromEntries(
    Array.from({ length: 31 }, (_, index) => index + 1)
      .filter((day) => day !== 10)
      .map((day) => [`${ask.month}-${String(day).padStart(2, "0")}`, 351150 + day * 10000]),
  );

/**
 * With the route known, the calendar shows each day's lowest fare for it, in the day's name
 * too ("…, from ₹3,612"); picked by keyboard, the day goes into the date box.
 */
export const CalendarWithFares: Story = {
  args: {
    defaultValues: { from: "DEL", to: "BOM", dep: "2026-12-01" },
    loadFares: fn(decemberFares),
  },
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole("button", { name: "Open calendar, Departure date" }).focus();
    await userEvent.keyboard("{Enter}");
    const calendar = await screen.findByRole("dialog", { name: "Departure date" });
    await waitFor(() =>
      expect(
        within(calendar).getByRole("button", { name: /1 December 2026.*, from ₹3,612$/ }),
      ).toHaveFocus(),
    );
    await expect(args.loadFares).toHaveBeenCalledWith({
      from: "DEL",
      to: "BOM",
      cabinClass: "ECONOMY",
      month: "2026-12",
      seats: 1,
    });
    await expect(within(calendar).getByRole("button", { name: /10 December 2026$/ })).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(posted(canvasElement)).toMatchObject({ dep: "2026-12-02" });
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
      canvas.getByRole("spinbutton", { name: "Infants" }),
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
