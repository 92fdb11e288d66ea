import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { formEntries } from "../../lib/story-helpers";
import { SeatMap } from "./SeatMap";
import { asha, bomBlr, delBom, ravi, twoDecks } from "./seat-map-stories";

const submit = fn();

const meta = {
  title: "Booking/SeatMap",
  component: SeatMap,
  args: { segments: [delBom], passengers: [asha, ravi] },
  decorators: [
    (Story) => (
      <form
        aria-label="Seats"
        className="max-w-3xl"
        onSubmit={(event) => {
          event.preventDefault();
          submit(formEntries(event.currentTarget));
        }}
      >
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SeatMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const gridFor = (name: string, position: number) =>
  `Seats, AI 101 DEL–BOM, for ${name} (${position} of 2)`;

function form(canvasElement: HTMLElement) {
  return canvasElement.querySelector("form") as HTMLFormElement;
}

/** A 3–3 cabin: headers name the letter and position, rows say "exit row", seats their state. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole("grid", { name: gridFor("Asha Rao", 1) });
    const g = within(grid);
    await expect(g.getByRole("columnheader", { name: "A, window" })).toBeVisible();
    await expect(g.getByRole("columnheader", { name: "C, aisle" })).toBeVisible();
    await expect(g.getByRole("rowheader", { name: "Row 5, exit row" })).toBeVisible();
    await expect(
      g.getByRole("gridcell", { name: "5A, window, extra legroom, exit row, ₹650.00, available" }),
    ).toHaveAttribute("aria-selected", "false");
    await expect(g.getByRole("gridcell", { name: "6B, middle, free, available" })).toBeVisible();
    await expect(
      g.getByRole("gridcell", { name: "1A, window, front row, ₹450.00, occupied" }),
    ).toHaveAttribute("aria-disabled", "true");
    await expect(g.getByRole("gridcell", { name: /^3D, .*, not available$/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    // One tab stop: the first free seat.
    const stops = grid.querySelectorAll('[tabindex="0"]');
    await expect(stops).toHaveLength(1);
    await expect(stops[0]).toHaveAccessibleName("1C, aisle, front row, ₹450.00, available");
    await expect(canvas.getByText("Legend")).toBeVisible();
    await expect(formEntries(form(canvasElement))).toEqual({
      "seat.s1.0": "",
      "seat.s1.1": "",
    });
  },
};

/**
 * Keyboard only: a seat for each of two passengers. Tab to the grid, arrows move (skipping
 * the aisle), Enter chooses, and the live region says what happened.
 */
export const KeyboardTwoPassengers: Story = {
  play: async ({ canvas, canvasElement }) => {
    submit.mockClear();
    const status = canvas.getByRole("status");
    await userEvent.tab(); // the list switch
    await userEvent.tab(); // the passenger tabs
    await expect(canvas.getByRole("tab", { name: "Asha Rao, no seat" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("gridcell", { name: /^1C,/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}"); // across the aisle
    await expect(canvas.getByRole("gridcell", { name: /^1D,/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}");
    const fiveD = canvas.getByRole("gridcell", {
      name: /^5D, aisle, extra legroom, exit row, ₹650.00/,
    });
    await expect(fiveD).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(status).toHaveTextContent("5D selected for Asha Rao, ₹650.00");
    await expect(fiveD).toHaveAttribute("aria-selected", "true");
    await expect(fiveD).toHaveAccessibleName(
      "5D, aisle, extra legroom, exit row, ₹650.00, selected for Asha Rao",
    );
    await expect(canvas.getByRole("tab", { name: "Asha Rao, 5D" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("tab", { name: "Asha Rao, 5D" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Ravi Rao, no seat" })).toHaveFocus();
    const raviGrid = canvas.getByRole("grid", { name: gridFor("Ravi Rao", 2) });
    await expect(
      within(raviGrid).getByRole("gridcell", { name: /^5D, .*, selected for Asha Rao$/ }),
    ).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("gridcell", { name: /^5D,/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}"); // 5E, the exit row's middle seat
    await userEvent.keyboard(" ");
    await expect(status).toHaveTextContent("5E selected for Ravi Rao, ₹650.00");
    await expect(canvas.getByRole("tab", { name: "Ravi Rao, 5E" })).toBeVisible();

    await expect(formEntries(form(canvasElement))).toEqual({
      "seat.s1.0": "5D",
      "seat.s1.1": "5E",
    });
  },
};

/** Occupied and blocked seats are reachable (their state is heard) but Enter does nothing. */
export const UnavailableSeats: Story = {
  args: { passengers: [asha] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("gridcell", { name: /^1C,/ })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    const occupied = canvas.getByRole("gridcell", {
      name: "1A, window, front row, ₹450.00, occupied",
    });
    await expect(occupied).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(occupied).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(formEntries(form(canvasElement))).toEqual({ "seat.s1.0": "" });
  },
};

/** Home/End, Ctrl+Home/End and PageUp/PageDown; missing seats (row 1 B and E) are skipped. */
export const NavigationKeys: Story = {
  args: { passengers: [asha] },
  play: async ({ canvas }) => {
    const at = (seatNo: string) =>
      canvas.getByRole("gridcell", { name: new RegExp(`^${seatNo},`) });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    await expect(at("1F")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(at("1D")).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(at("6D")).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    await expect(at("8D")).toHaveFocus();
    await userEvent.keyboard("{PageUp}");
    await expect(at("3D")).toHaveFocus();
    await userEvent.keyboard("{Control>}{End}{/Control}");
    await expect(at("8F")).toHaveFocus();
    await userEvent.keyboard("{Control>}{Home}{/Control}");
    await expect(at("1A")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowRight}{ArrowUp}");
    await expect(at("2B")).toHaveFocus();
  },
};

/** Two flights as tabs; each flight's choices post, whichever tab is open. */
export const TwoFlights: Story = {
  args: { segments: [delBom, bomBlr], passengers: [asha] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("gridcell", { name: /^2A,/ }));
    await expect(canvas.getByRole("status")).toHaveTextContent("2A selected for Asha Rao, ₹450.00");
    await userEvent.click(canvas.getByRole("tab", { name: "6E 2131 BOM–BLR" }));
    const grid = canvas.getByRole("grid", {
      name: "Seats, 6E 2131 BOM–BLR, for Asha Rao (1 of 1)",
    });
    await userEvent.click(within(grid).getByRole("gridcell", { name: /^3B,/ }));
    await expect(canvas.getByRole("status")).toHaveTextContent("3B selected for Asha Rao, free");
    await expect(formEntries(form(canvasElement))).toEqual({
      "seat.s1.0": "2A",
      "seat.s2.0": "3B",
    });
  },
};

/** A wide-body flight with two decks: a grid (one tab stop) per deck. */
export const TwoDecks: Story = {
  args: { segments: [twoDecks], passengers: [asha] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("grid", { name: "Seats, EK 511 DEL–DXB, for Asha Rao (1 of 1), Main deck" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("grid", {
        name: "Seats, EK 511 DEL–DXB, for Asha Rao (1 of 1), Upper deck",
      }),
    ).toBeVisible();
  },
};

/** The list view: native radio buttons per passenger, "No seat" first; works without JavaScript. */
export const ListView: Story = {
  args: { defaultView: "list" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("switch", { name: "Show seats as a list" })).toBeChecked();
    const asha = canvas.getByRole("group", { name: "Seat for Asha Rao, AI 101 DEL–BOM" });
    await expect(within(asha).getByRole("radio", { name: "No seat" })).toBeChecked();
    await expect(within(asha).queryByRole("radio", { name: /^1A,/ })).toBeNull();
    await userEvent.click(
      within(asha).getByRole("radio", { name: "5A, window, extra legroom, exit row, ₹650.00" }),
    );
    const ravi = canvas.getByRole("group", { name: "Seat for Ravi Rao, AI 101 DEL–BOM" });
    await expect(within(ravi).getByRole("radio", { name: /^5A,/ })).toBeDisabled();
    await userEvent.click(within(ravi).getByRole("radio", { name: /^6B, middle, free/ }));
    await expect(formEntries(form(canvasElement))).toEqual({
      "seat.s1.0": "5A",
      "seat.s1.1": "6B",
    });
  },
};

/** Skip: the passenger's seat is cleared, announced, and posts empty. */
export const Skip: Story = {
  args: { passengers: [asha], defaultValue: { s1: { 0: "2C" } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("gridcell", { name: /^2C, .*selected for Asha Rao$/ }),
    ).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Skip seat for Asha Rao" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("No seat for Asha Rao");
    await expect(formEntries(form(canvasElement))).toEqual({ "seat.s1.0": "" });
  },
};

/** A partner's wording. */
export const CustomMessages: Story = {
  args: {
    passengers: [asha],
    messages: {
      gridLabel: (flight, passenger) => `Seat plan ${flight} – ${passenger}`,
      statuses: { occupied: "taken" },
      free: "no charge",
      listSwitch: "List of seats",
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("grid", { name: "Seat plan AI 101 DEL–BOM – Asha Rao" }),
    ).toBeVisible();
    await expect(canvas.getByRole("gridcell", { name: /^1A, .*, taken$/ })).toBeVisible();
    await expect(canvas.getByRole("gridcell", { name: /^6B, middle, no charge,/ })).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "List of seats" })).not.toBeChecked();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("gridcell", { name: /^3A,/ }));
    await expect(canvas.getByRole("tab", { name: "Asha Rao, 3A" })).toBeVisible();
  },
};
