import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";
import { expectInvalidWithMessage, formEntries } from "../../lib/story-helpers";
import { type Airport, AirportComboBox } from "./AirportComboBox";

const airports: Airport[] = [
  { code: "DEL", city: "New Delhi", name: "Indira Gandhi International Airport", country: "India" },
  {
    code: "BOM",
    city: "Mumbai",
    name: "Chhatrapati Shivaji Maharaj International Airport",
    country: "India",
  },
  { code: "BLR", city: "Bengaluru", name: "Kempegowda International Airport", country: "India" },
  { code: "MAA", city: "Chennai", name: "Chennai International Airport", country: "India" },
  {
    code: "CCU",
    city: "Kolkata",
    name: "Netaji Subhas Chandra Bose International Airport",
    country: "India",
  },
  { code: "HYD", city: "Hyderabad", name: "Rajiv Gandhi International Airport", country: "India" },
  { code: "GOI", city: "Goa", name: "Dabolim Airport", country: "India" },
  { code: "GOX", city: "Goa", name: "Manohar International Airport", country: "India" },
  {
    code: "DXB",
    city: "Dubai",
    name: "Dubai International Airport",
    country: "United Arab Emirates",
  },
  { code: "SIN", city: "Singapore", name: "Singapore Changi Airport", country: "Singapore" },
];

const meta = {
  title: "Fields/AirportComboBox",
  component: AirportComboBox,
  args: { label: "From", name: "origin", id: "origin", airports },
  decorators: [
    (Story) => (
      <form className="max-w-md" aria-label="Search" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof AirportComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const posted = (canvasElement: HTMLElement) =>
  formEntries(canvasElement.querySelector("form") as HTMLFormElement);

export const Default: Story = {
  args: { defaultValue: "DEL" },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "From" });
    await expect(input).toHaveAttribute("id", "origin");
    await expect(input).toHaveValue("New Delhi (DEL)");
    await expect(posted(canvasElement)).toEqual({ origin: "DEL" });
  },
};

export const WithDescription: Story = {
  args: { description: "Type a city, airport or code." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "From" })).toHaveAccessibleDescription(
      "Type a city, airport or code.",
    );
  },
};

export const Invalid: Story = {
  args: { errors: ["Origin and destination cannot be the same"], defaultValue: "BOM" },
  play: async ({ canvas }) => {
    await expectInvalidWithMessage(
      canvas.getByRole("combobox", { name: "From" }),
      "Origin and destination cannot be the same",
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "DEL" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "From" })).toBeDisabled();
  },
};

/** Type "bom", ArrowDown, Enter: the field shows "Mumbai (BOM)" and posts BOM. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "From" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("bom");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    // Named by everything it shows: city and code first, then the airport's name.
    await expect(screen.getByRole("option")).toHaveAccessibleName(
      "Mumbai (BOM) , Chhatrapati Shivaji Maharaj International Airport, India",
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Mumbai (BOM)");
    await expect(posted(canvasElement)).toEqual({ origin: "BOM" });
  },
};

/** The same search matches codes, cities and airport names. */
export const SearchByName: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "From" });
    await userEvent.type(input, "goa");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await userEvent.clear(input);
    await userEvent.type(input, "kempe");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: /^Bengaluru \(BLR\)/ })).toBeVisible(),
    );
    await expect(screen.getAllByRole("option")).toHaveLength(1);
  },
};

export const NoMatches: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "From" }), "xyz");
    await expect(await screen.findByText("No airports match")).toBeVisible();
  },
};

/** Narrow screens: full width; long airport names wrap inside the options. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "From" }), "international");
    await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(3));
  },
};
