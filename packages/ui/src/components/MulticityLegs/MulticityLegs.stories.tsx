import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MulticityLegDraft } from "@wayfare/domain";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { MulticityLegs, type MulticityLegsProps } from "./MulticityLegs";

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

/** The page keeps the legs (the component is controlled), as SearchForm does. */
function WithLegs(props: MulticityLegsProps) {
  const [legs, setLegs] = useState<readonly MulticityLegDraft[]>(props.legs);
  return (
    <MulticityLegs
      {...props}
      legs={legs}
      onChange={(next) => {
        setLegs(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Search/MulticityLegs",
  component: MulticityLegs,
  args: { airports, legs: [{}, {}], minDate: "2026-11-22", onChange: fn() },
  render: (args) => <WithLegs {...args} />,
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

const fiveLegs = [
  ...twoLegs,
  { origin: "GOI", destination: "BLR", depDate: "2026-12-07" },
  { origin: "BLR", destination: "DEL", depDate: "2026-12-09" },
  { origin: "DEL", destination: "DXB", depDate: "2026-12-12" },
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
    await expect(posted(canvasElement)).toMatchObject({ to: "BOM", origin_1: "BOM" });
  },
};

/** Add starts from the last destination; each extra leg has a named Remove button. */
export const AddAndRemove: Story = {
  args: { legs: twoLegs },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole("button", { name: "Add another flight" }).focus();
    await userEvent.keyboard("{Enter}");
    const third = canvas.getByRole("group", { name: "Flight 3" });
    await expect(within(third).getByRole("combobox", { name: "From" })).toHaveValue("Goa (GOI)");
    await expect(posted(canvasElement)).toMatchObject({ origin_2: "GOI" });
    const remove = canvas.getByRole("button", { name: "Remove flight 2" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByRole("group", { name: "Flight 3" })).toBeNull();
    await expect(posted(canvasElement)).toMatchObject({ to: "BOM", origin_1: "GOI" });
  },
};

/** Five legs is the most (J§4): asking for a sixth says so, and adds nothing. */
export const FiveLegs: Story = {
  args: { legs: fiveLegs },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("group", { name: /^Flight \d$/ })).toHaveLength(5);
    canvas.getByRole("button", { name: "Add another flight" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Please choose at most 5 flights for a multicity search",
    );
    await expect(canvas.getAllByRole("group", { name: /^Flight \d$/ })).toHaveLength(5);
  },
};

/** Changing the first date clears the later legs' dates (J§4). */
export const FirstDateClearsLater: Story = {
  args: { legs: twoLegs },
  play: async ({ args, canvas, canvasElement }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    await userEvent.clear(within(first).getByLabelText("Departure date"));
    await userEvent.type(within(first).getByLabelText("Departure date"), "2026-12-02");
    await expect(args.onChange).toHaveBeenCalled();
    await expect(posted(canvasElement)).toMatchObject({ dep: "2026-12-02", depDate_1: "" });
  },
};

/** A day picked in the calendar is the leg's date; the first leg's clears the others. */
export const CalendarByKeyboard: Story = {
  args: { legs: twoLegs },
  play: async ({ canvas, canvasElement }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    within(first).getByRole("button", { name: "Open calendar, Departure date" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Departure date" });
    await waitFor(() => expect(within(dialog).getByRole("grid")).toBeVisible());
    await userEvent.keyboard("{ArrowRight}{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(posted(canvasElement)).toMatchObject({ dep: "2026-12-02", depDate_1: "" });
  },
};

/** The server's message, verbatim, on the field it names. */
export const Invalid: Story = {
  args: {
    legs: [twoLegs[0] as (typeof twoLegs)[number], { origin: "BOM", destination: "BOM" }],
    errors: { destination_1: ["Origin and destination can't be same"] },
  },
  play: async ({ canvas }) => {
    const second = canvas.getByRole("group", { name: "Flight 2" });
    await expectInvalidWithMessage(
      within(second).getByRole("combobox", { name: "To" }),
      "Origin and destination can't be same",
    );
  },
};

/** Below 768 px each leg's fields stack. */
export const Mobile: Story = {
  args: { legs: twoLegs },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByRole("group", { name: "Flight 1" });
    const from = within(first).getByRole("combobox", { name: "From" }).getBoundingClientRect();
    const to = within(first).getByRole("combobox", { name: "To" }).getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.bottom);
  },
};
