import { PDFDocument } from "pdf-lib";
import { outboxFor } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { ownEmail } from "./own-data";

test("more options on a ticketed booking: the e-ticket as a PDF, printable with and without price, and sent again by email (J§2)", async ({
  page,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  const checkIn = page.getByRole("link", { name: /^Web check-in on the .+ website$/ }).first();
  await expect(checkIn).toHaveAttribute("href", /^https:\/\/www\./);
  const download = page.getByRole("link", { name: "Download the e-ticket (PDF)" });
  const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(
    `attachment; filename="e-ticket-${bookingId}.pdf"`,
  );
  const ticket = await PDFDocument.load(await pdf.body());
  expect(ticket.getTitle()).toBe(`Wayfare e-ticket ${bookingId}`);
  expect(ticket.getPageCount()).toBeGreaterThanOrEqual(1);
  await page.getByRole("link", { name: "Print the e-ticket without price" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-ticket" })).toBeVisible();
  await expect(page.getByText(bookingId)).toBeVisible();
  await expect(page.getByText("Total paid")).toBeHidden();
  await expect(page.getByRole("cell", { name: /\d{10}/ }).first()).toBeVisible();
  await page.goto(`/flight/ticket?bookingId=${bookingId}`);
  await expect(page.getByText("Total paid")).toBeVisible();
  await page.getByRole("link", { name: "Back to the booking" }).click();

  await page.getByText("More options").click();
  await page.getByRole("button", { name: /^Email ticket to / }).click();
  const contact = ownEmail("ravi.kumar");
  await expect(page.getByText(`Ticket sent by email to ${contact}.`)).toBeVisible();
  const messages = await outboxFor(page.request, contact);
  expect(messages.some((message) => message.body.includes(bookingId))).toBe(true);
});

test("an agent's tax invoices: the agency copy with commission and the customer copy, numbered once (J§2, J§3)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  await expect(page.getByRole("link", { name: "Invoice for corporate" })).toHaveCount(0);
  await page.getByRole("link", { name: "Invoice for agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Tax invoice/ })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  const number = page.locator("dt:text-is('Tax invoice number') + dd");
  await expect(number).toHaveText(/^WF\/\d{2}-\d{2}\/\d{6}$/);
  const issued = await number.textContent();
  await expect(page.getByRole("table", { name: "Charges" })).toContainText("K3/GST");
  const settlement = page.getByRole("table", { name: "Agency settlement" });
  await expect(settlement.getByRole("rowheader", { name: "Commission Earned" })).toBeVisible();
  await expect(settlement.getByRole("rowheader", { name: "Net Payable" })).toBeVisible();
  await expect(page.getByText("998552")).toBeVisible();

  await page.reload();
  await expect(number).toHaveText(issued ?? "");
  await page.goto(`/flight/invoice?bookingId=${bookingId}&audience=CUSTOMER`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Invoice for customer");
  await expect(page.getByRole("table", { name: "Agency settlement" })).toHaveCount(0);
  await expect(number).not.toHaveText(issued ?? "");
});
