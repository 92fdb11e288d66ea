import { pdfText } from "../apps/portal/app/server/testing/pdf-text";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logInAs, logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

const DESCRIPTION = "सेवा शुल्क — desk service fee";

test("the call centre issues a miscellaneous invoice on a booking and downloads its PDF with '₹' and the Devanagari description exactly as typed (decision 0084)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const agent = await logInAsAgent(page);
  const origin = new URL(page.url()).origin;
  const bookingId = await bookAndPay(page);

  await page.context().clearCookies();
  await logInAsNew(page, "callcenter@wayfare.test");
  await page.goto(`/manage-carts/booking?bookingId=${bookingId}`);
  await page.getByRole("link", { name: "Issue a miscellaneous invoice" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Miscellaneous invoice: ${bookingId}` }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const amount = page.getByRole("textbox", { name: "Amount before GST (₹, whole rupees)" });
  await page.getByRole("textbox", { name: "What the charge is for" }).fill(DESCRIPTION);
  await amount.fill("0");
  await page.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(
    page.getByText("Please enter an amount in whole rupees, from ₹1 to ₹1,00,000").first(),
  ).toBeVisible();

  await amount.fill("500");
  await page.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(page).toHaveURL(/\/flight\/invoice\?.*chargeId=MC\d{10}/);
  const main = page.getByRole("main");
  await expect(main).toContainText(DESCRIPTION);
  await expect(main).toContainText("₹590.00");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const chargeId = new URL(page.url()).searchParams.get("chargeId");
  const download = page.getByRole("link", { name: "Download PDF" });
  const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="MI-${chargeId}-C.pdf"`);
  const text = await pdfText(await pdf.body());
  expect(text).toContain(DESCRIPTION);
  expect(text).toContain(`Invoice number: MI-${chargeId}-C`);
  expect(text).toContain("₹590.00");
  expect(text).toContain("SAC code: 998552");

  // The booking's agent finds it among the booking's invoices.
  await page.context().clearCookies();
  await logInAs(page, agent, origin);
  await page.goto(`/flight/confirmation?bookingId=${bookingId}`);
  await page.getByText("More options").click();
  await page
    .getByRole("link", { name: `Miscellaneous invoice ${chargeId} (Invoice for agency)` })
    .click();
  await expect(page.getByText(`MI-${chargeId}-A`)).toBeVisible();
  await expect(page.getByRole("main")).toContainText(DESCRIPTION);
});
