import type { Meta, StoryObj } from "@storybook/react-vite";
import { recentSearchQueries } from "@wayfare/domain";
import { expect } from "storybook/test";
import type { Airport } from "../AirportComboBox/AirportComboBox";
import { RecentSearches } from "./RecentSearches";

const airports: Airport[] = [
  { code: "DEL", city: "New Delhi", name: "Indira Gandhi International Airport", country: "India" },
  {
    code: "BOM",
    city: "Mumbai",
    name: "Chhatrapati Shivaji Maharaj International",
    country: "India",
  },
  { code: "BLR", city: "Bengaluru", name: "Kempegowda International Airport", country: "India" },
];

const at = "2026-11-20T10:00:00.000Z";
const stored = [
  {
    url: "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&ADT=2&CHD=0&INF=0&pClass=ECONOMY&tripType=0",
    searchedAt: at,
  },
  {
    url: "/flight/list/?from=BLR&to=DEL&dep=2026-12-10&ret=2026-12-14&ADT=1&CHD=1&INF=0&pClass=BUSINESS&tripType=1",
    searchedAt: at,
  },
];
const searches = recentSearchQueries(stored);

const meta = {
  title: "Search/RecentSearches",
  component: RecentSearches,
  args: { searches, airports },
} satisfies Meta<typeof RecentSearches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each link names the whole search and goes to its results. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Recent searches" })).toBeVisible();
    const link = canvas.getByRole("link", {
      name: "New Delhi (DEL) to Mumbai (BOM), 1 Dec 2026, One Way, 2 travellers",
    });
    await expect(link).toHaveAttribute("href", searches[0]?.url);
    await expect(
      canvas.getByRole("link", {
        name: "Bengaluru (BLR) to New Delhi (DEL), 10 Dec 2026 – 14 Dec 2026, Round Trip, 2 travellers",
      }),
    ).toBeVisible();
  },
};

/** A multicity search reads its whole way, and its first and last days. */
export const Multicity: Story = {
  args: {
    searches: recentSearchQueries([
      {
        url: "/flight/list/?from=DEL&to=BOM&dep=2026-12-01&origin_1=BOM&destination_1=BLR&depDate_1=2026-12-03&origin_2=BLR&destination_2=DEL&depDate_2=2026-12-06&ADT=2&CHD=0&INF=0&pClass=ECONOMY&tripType=2",
        searchedAt: at,
      },
    ]),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", {
        name: "New Delhi (DEL) to Mumbai (BOM) to Bengaluru (BLR) to New Delhi (DEL), 1 Dec 2026 – 6 Dec 2026, Multi City, 2 travellers",
      }),
    ).toBeVisible();
  },
};

/** An entry whose URL is no longer a valid search is left out (by `recentSearchQueries`). */
export const WithBadEntry: Story = {
  args: {
    searches: recentSearchQueries([
      { url: "/flight/list/?from=XX", searchedAt: at },
      ...stored.slice(0, 1),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
  },
};

/** Without the airport list the codes stand alone. */
export const CodesOnly: Story = {
  args: { airports: [], messages: { heading: "Your last searches" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Your last searches" })).toBeVisible();
    await expect(canvas.getAllByRole("link")[0]).toHaveAccessibleName(
      "DEL to BOM, 1 Dec 2026, One Way, 2 travellers",
    );
  },
};

/** Nothing to show: nothing rendered. */
export const Empty: Story = {
  args: { searches: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=recent-searches]")).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};
