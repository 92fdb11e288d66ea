import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PassengerTable, type PassengerTableRow } from "./PassengerTable";

const party: PassengerTableRow[] = [
  { type: "ADULT", title: "Ms", firstName: "Asha", lastName: "Rao" },
  { type: "CHILD", title: "Master", firstName: "Kabir", lastName: "Rao", dob: "2018-03-14" },
  { type: "INFANT", title: "Miss", firstName: "Mira", lastName: "Rao", dob: "2025-11-02" },
];

const ticketed: PassengerTableRow[] = [
  { ...party[0], ticketNumbers: { AI: "098-5031000012", UK: "228-8511000019" } },
  { ...party[1], ticketNumbers: { AI: "098-5031000027", UK: "228-8511000023" } },
  { ...party[2], ticketNumbers: {} },
] as PassengerTableRow[];

const meta = {
  title: "Booking/PassengerTable",
  component: PassengerTable,
  args: { passengers: party },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PassengerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the review page: no ticket numbers yet, so no ticket column. */
export const Review: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Passengers" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((header) => header.textContent)).toEqual([
      "Name",
      "Type",
      "Date of birth",
    ]);
    const kabir = within(table).getByRole("row", { name: /^Master Kabir Rao/ });
    await expect(within(kabir).getByRole("rowheader")).toHaveTextContent("Master Kabir Rao");
    await expect(kabir).toHaveTextContent("Child");
    await expect(kabir).toHaveTextContent("14 Mar 2018");
    const asha = within(table).getByRole("row", { name: /^Ms Asha Rao/ });
    await expect(asha).toHaveTextContent("Not given");
  },
};

/** After ticketing: one ticket number per airline; the infant's is not issued yet. */
export const Ticketed: Story = {
  args: { passengers: ticketed },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Passengers" });
    await expect(within(table).getByRole("columnheader", { name: "Ticket number" })).toBeVisible();
    const asha = within(table).getByRole("row", { name: /^Ms Asha Rao/ });
    const tickets = within(asha).getAllByRole("listitem");
    await expect(tickets.map((item) => item.textContent)).toEqual([
      "AI: 098-5031000012",
      "UK: 228-8511000019",
    ]);
    await expect(within(table).getByRole("row", { name: /^Miss Mira Rao/ })).toHaveTextContent(
      "Not issued",
    );
  },
};

/**
 * On the confirmation (`showDocuments`): what each passenger gave beyond the name, the
 * passport first; a passenger who gave nothing more has an empty cell.
 */
export const WithDocuments: Story = {
  args: {
    showDocuments: true,
    passengers: [
      {
        ...party[0],
        details: {
          pNat: "IN",
          pNum: "Z1234567",
          eD: "2034-01-12",
          pan: "ABCDE1234F",
          frequentFlyer: "6E 41827735",
        },
      },
      party[1],
    ] as PassengerTableRow[],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Passengers" });
    await expect(within(table).getByRole("columnheader", { name: "Documents" })).toBeVisible();
    const asha = within(table).getByRole("row", { name: /^Ms Asha Rao/ });
    await expect(
      within(asha)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Passport Z1234567 (IN), expires 12 Jan 2034",
      "PAN ABCDE1234F",
      "Frequent flyer 6E 41827735",
    ]);
    const kabir = within(table).getByRole("row", { name: /^Master Kabir Rao/ });
    await expect(within(kabir).queryByRole("listitem")).toBeNull();
  },
};

/** A corporate employee's uploaded document: its id, and a link that downloads the file. */
export const WithUploadedDocument: Story = {
  args: {
    showDocuments: true,
    documentHref: (index: number) => `/flight/passenger-document?bookingId=WF1&passenger=${index}`,
    passengers: [
      {
        ...party[0],
        details: { employeeId: "ACME-0042", documentId: "EMP-7781" },
        document: { name: "employee-id.pdf", size: 48_213 },
      },
    ] as PassengerTableRow[],
  },
  play: async ({ canvas }) => {
    const asha = canvas.getByRole("row", { name: /^Ms Asha Rao/ });
    await expect(asha).toHaveTextContent("Document id EMP-7781");
    const link = within(asha).getByRole("link", { name: "Download employee-id.pdf" });
    await expect(link).toHaveAttribute(
      "href",
      "/flight/passenger-document?bookingId=WF1&passenger=0",
    );
    await expect(link).toHaveAttribute("download");
  },
};

export const LongNames: Story = {
  args: {
    passengers: [
      {
        type: "ADULT",
        title: "Dr",
        firstName: "Venkata Subramanya Lakshmi Narasimha",
        lastName: "Chakravarthy-Ramachandran",
        dob: "1961-07-30",
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("rowheader", {
        name: "Dr Venkata Subramanya Lakshmi Narasimha Chakravarthy-Ramachandran",
      }),
    ).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: {
    messages: { caption: "Travellers", paxType: (type) => (type === "INFANT" ? "Baby" : type) },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Travellers" });
    await expect(within(table).getByRole("row", { name: /^Miss Mira Rao/ })).toHaveTextContent(
      "Baby",
    );
  },
};

/** A phone: the table scrolls sideways; the region takes focus so arrow keys can scroll it. */
export const Mobile: Story = {
  args: { passengers: ticketed },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Passengers" });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
