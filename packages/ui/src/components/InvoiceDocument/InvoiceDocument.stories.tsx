import type { Meta, StoryObj } from "@storybook/react-vite";
import type { InvoicePayload } from "@wayfare/domain";
import { expect, within } from "storybook/test";
import { InvoiceDocument } from "./InvoiceDocument";

const agencyInvoice: InvoicePayload = {
  bookingId: "WF2612010000042",
  kind: "BOOKING",
  audience: "AGENCY",
  invoiceNumber: "INV-WF2612010000042-A",
  taxInvoiceNumber: "WF/26-27/000042",
  issuedAt: "2026-12-01T12:40:00.000Z",
  supplier: {
    name: "Wayfare Travel Pvt Ltd",
    gstin: "07AABCW1234F1Z5",
    address: "12 Barakhamba Road, New Delhi 110001",
  },
  recipient: { name: "Skyline Tours", gstin: "27AAFCS9876K1Z2", address: "Andheri East, Mumbai" },
  passengers: ["Mr Ravi Kumar", "Ms Asha Rao"],
  sectors: "DEL-BOM",
  flight: "6E 2131",
  travelDate: "1 Dec 2026",
  sacCode: "998552",
  supplyType: "INTER_STATE",
  lines: [
    { key: "baseFare", label: "Base Fare", amount: 812_000, section: "charges" },
    { key: "k3Gst", label: "K3/GST", amount: 41_000, section: "charges" },
    { key: "managementFee", label: "Management Fee", amount: 20_000, section: "charges" },
    { key: "igst", label: "IGST @ 18%", amount: 3_600, section: "gst" },
    { key: "total", label: "Total", amount: 876_600, section: "total" },
    { key: "commission", label: "Commission Earned", amount: 8_120, section: "agency" },
    { key: "tds", label: "TDS Deducted", amount: 406, section: "agency" },
    { key: "netPayable", label: "Net Payable", amount: 868_886, section: "agency" },
  ],
  total: 876_600,
  netPayable: 868_886,
};

const customerCreditNote: InvoicePayload = {
  ...agencyInvoice,
  kind: "CREDIT_NOTE",
  audience: "CUSTOMER",
  amendmentId: "AM2612010001",
  invoiceNumber: "CN-AM2612010001-C",
  recipient: { name: "Ravi Kumar" },
  supplyType: "INTRA_STATE",
  lines: [
    { key: "baseFare", label: "Base Fare", amount: 245_000, section: "charges" },
    { key: "cgst", label: "CGST @ 9%", amount: 0, section: "gst" },
    { key: "total", label: "Total", amount: 245_000, section: "total" },
  ],
};

const meta = {
  title: "After booking/InvoiceDocument",
  component: InvoiceDocument,
  args: {
    invoice: agencyInvoice,
    backLink: (
      <a href="/flight/confirmation?bookingId=WF2612010000042" className="text-link underline">
        Back to the booking
      </a>
    ),
    pdfLink: (
      <a
        href="/flight/invoice.pdf?bookingId=WF2612010000042&audience=AGENCY"
        download
        className="font-semibold text-link underline"
      >
        Download PDF
      </a>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvoiceDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency's tax invoice: with the agency settlement (commission, TDS, net payable). */
export const AgencyInvoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Tax invoice (Invoice for agency)" }),
    ).toBeVisible();
    await expect(canvas.getByText("Tax invoice number").nextElementSibling).toHaveTextContent(
      "WF/26-27/000042",
    );
    await expect(canvas.getByText("Date of issue").nextElementSibling).toHaveTextContent(
      "1 Dec 2026, 6:10 pm",
    );
    await expect(canvas.getByText("Between states")).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Billed to" })).toHaveTextContent(
      "GSTIN 27AAFCS9876K1Z2",
    );
    await expect(canvas.getByRole("table", { name: "Charges" })).toHaveTextContent("K3/GST");
    const settlement = canvas.getByRole("table", { name: "Agency settlement" });
    await expect(within(settlement).getByRole("rowheader", { name: "Net Payable" })).toBeVisible();
    await expect(canvas.getByRole("row", { name: /^Total / })).toHaveTextContent("₹8,766.00");
    await expect(canvas.getByRole("link", { name: "Back to the booking" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Download PDF" })).toHaveAttribute("download");
  },
};

/** A cancellation's credit note for the customer: no agency lines, the request id shown. */
export const CustomerCreditNote: Story = {
  args: { invoice: customerCreditNote },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Credit note for customer" }),
    ).toBeVisible();
    await expect(canvas.getByText("Credit note number").nextElementSibling).toHaveTextContent(
      "CN-AM2612010001-C",
    );
    await expect(canvas.getByText("Cancellation request ID").nextElementSibling).toHaveTextContent(
      "AM2612010001",
    );
    await expect(canvas.queryByRole("table", { name: "Agency settlement" })).toBeNull();
    await expect(
      canvas.getByText(
        "Use your browser's Print command to print this credit note or save it as a PDF.",
      ),
    ).toBeVisible();
  },
};

export const CustomMessages: Story = {
  args: { messages: { taxInvoice: "GST invoice", supplier: "Issued by" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: /^GST invoice/ })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Issued by" })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile1", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "Agency settlement" })).toBeVisible();
  },
};
