import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { MulticityLegs } from "./MulticityLegs";

const airports: Airport[] = [
  { code: "DEL", city: "New Delhi", name: "Indira Gandhi International Airport", country: "India" },
  {
    code: "BOM",
    city: "Mumbai",
    name: "Chhatrapati Shivaji Maharaj International Airport",
    country: "India",
  },
  { code: "BLR", city: "Bengaluru", name: "Kempegowda International Airport", country: "India" },
  { code: "GOI", city: "Goa", name: "Dabolim Airport", country: "India" },
  {
    code: "DXB",
    city: "Dubai",
    name: "Dubai International Airport",
    country: "United Arab Emirates",
  },
];

const meta = {
  title: "Search/MulticityLegs",
  component: MulticityLegs,
  args: { airports, minDate: "2026-11-22", onChange: fn() },
  decorators: [
    (Story) => (
      <form className="max-w-4xl" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof MulticityLegs>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

const twoLegs = [
  { origin: "DEL", destination: "BOM", depDate: "2026-12-01" },
  { origin: "BOM", destination: "GOI", depDate: "2026-12-04" },
];

/** Two empty legs; at the minimum of two, no leg can be removed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Flight 1" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Flight 2" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Remove flight/ })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add another flight" })).toBeVisible();
  },
};

/** Choosing flight 1's destination by keyboard fills flight 2's origin. */
export const DestinationFillsNextOrigin: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    await userEvent.click(within(first).getByRole("combobox", { name: "To" }));
    await userEvent.keyboard("bom");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    const second = canvas.getByRole("group", { name: "Flight 2" });
    await expect(within(second).getByRole("combobox", { name: "From" })).toHaveValue(
      "Mumbai (BOM)",
    );
    await expect(posted(canvasElement)).toMatchObject({
      "legs[0].destination": "BOM",
      "legs[1].origin": "BOM",
    });
  },
};

/** Add starts from the last destination; each extra leg has a named Remove button. */
export const AddAndRemove: Story = {
  args: { defaultLegs: twoLegs },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("button", { name: "Add another flight" }).focus();
    await userEvent.keyboard("{Enter}");
    const third = canvas.getByRole("group", { name: "Flight 3" });
    await expect(within(third).getByRole("combobox", { name: "From" })).toHaveValue("Goa (GOI)");
    await expect(posted(canvasElement)).toMatchObject({ "legs[2].origin": "GOI" });
    const remove = canvas.getByRole("button", { name: "Remove flight 2" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("group", { name: "Flight 3" })).toBeNull();
    await expect(posted(canvasElement)).toMatchObject({
      "legs[0].destination": "BOM",
      "legs[1].origin": "GOI",
    });
  },
};

/** Five legs is the most (J§4): the Add button goes away. */
export const FiveLegs: Story = {
  args: {
    defaultLegs: [
      ...twoLegs,
      { origin: "GOI", destination: "BLR", depDate: "2026-12-07" },
      { origin: "BLR", destination: "DEL", depDate: "2026-12-09" },
      { origin: "DEL", destination: "DXB", depDate: "2026-12-12" },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("group", { name: /^Flight \d$/ })).toHaveLength(5);
    await expect(canvas.queryByRole("button", { name: "Add another flight" })).toBeNull();
  },
};

/** Changing the first date clears the later legs' dates (J§4). */
export const FirstDateClearsLater: Story = {
  args: { defaultLegs: twoLegs },
  play: async ({ args, canvas, canvasElement }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    const day = within(first).getByRole("spinbutton", { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenCalled();
    await expect(posted(canvasElement)).toMatchObject({
      "legs[0].depDate": "2026-12-02",
      "legs[1].depDate": "",
    });
  },
};

/** The server's message, verbatim, on the field it names. */
export const Invalid: Story = {
  args: {
    defaultLegs: [twoLegs[0] as (typeof twoLegs)[number], { origin: "BOM", destination: "BOM" }],
    errors: { "legs[1].destination": ["Origin and destination cannot be the same"] },
  },
  play: async ({ canvas }) => {
    const second = canvas.getByRole("group", { name: "Flight 2" });
    await expectInvalidWithMessage(
      within(second).getByRole("combobox", { name: "To" }),
      "Origin and destination cannot be the same",
    );
  },
};

/** Below 768 px each leg's fields stack. */
export const Mobile: Story = {
  args: { defaultLegs: twoLegs },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    const from = within(first).getByRole("combobox", { name: "From" }).getBoundingClientRect();
    const to = within(first).getByRole("combobox", { name: "To" }).getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.bottom);
  },
};
