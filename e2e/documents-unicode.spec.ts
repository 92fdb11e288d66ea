import { pdfText } from "../apps/portal/app/server/testing/pdf-text";
import { expectNoAxeViolations } from "./axe";
import { payReviewedFromDeposit } from "./booking-flow";
import { chooseFirstFare, fillPassengerAndContact } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

const REGISTERED_NAME = "श्रीनिवास ट्रेडर्स";

test("the e-ticket and the invoice as PDFs carry '₹' and a Devanagari name exactly as typed (issue 21)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await fillPassengerAndContact(page, async () => {
    await page.getByText("GST details (optional)").click();
    const gst = page.getByRole("group", { name: "For a GST invoice in your company's name." });
    await gst.getByLabel("GST number").fill("08AAPFU0939F1ZV");
    await gst.getByLabel("Registered name").fill(REGISTERED_NAME);
    await gst.getByLabel("Billing company name").fill("श्रीनिवास ट्रेडर्स प्रा. लि.");
    await gst.getByLabel("Mobile").fill("9876543210");
    await gst.getByLabel("Address").fill("१२, गांधी मार्ग");
    await gst.getByLabel("City").fill("जयपुर");
    await gst.getByLabel("Postal code").fill("302001");
  });
  const bookingId = await payReviewedFromDeposit(page);

  await page.goto(`/flight/ticket?bookingId=${bookingId}`);
  await expect(page.getByText("GST billed to").locator("+ dd")).toHaveText(
    `${REGISTERED_NAME}, GSTIN 08AAPFU0939F1ZV`,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
  const ticket = await page.request.get(`/flight/ticket.pdf?bookingId=${bookingId}`);
  const ticketText = await pdfText(await ticket.body());
  expect(ticketText).toContain(`GST billed to: ${REGISTERED_NAME}, GSTIN 08AAPFU0939F1ZV`);
  expect(ticketText).toMatch(/Total paid: ₹[\d,]+\.\d{2}/);

  await page.goto(`/flight/invoice?bookingId=${bookingId}&audience=CUSTOMER`);
  const billedTo = page.getByRole("region", { name: "Billed to" });
  await expect(billedTo).toContainText(REGISTERED_NAME);
  await expectNoAxeViolations(page, javaScriptEnabled);
  const download = page.getByRole("link", { name: "Download PDF" });
  const invoice = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  expect(invoice.headers()["content-disposition"]).toBe(
    `attachment; filename="INV-${bookingId}-C.pdf"`,
  );
  const invoiceText = await pdfText(await invoice.body());
  expect(invoiceText).toContain(REGISTERED_NAME);
  expect(invoiceText).toContain("१२, गांधी मार्ग, जयपुर, 302001");
  expect(invoiceText).toMatch(/Total\s+₹[\d,]+\.\d{2}/);
});
