import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { RESULTS_LOAD_ALL_PARAM } from "../packages/domain/src/results";
import { expectNoAxeViolations } from "./axe";
import {
  confirmReview,
  continueToReview,
  fillContact,
  fillPassenger,
  payByCard,
  selectFirstFare,
  surname,
  yearsAgo,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl } from "./flight-results-page";
import { logInAsNew, ownEmail, ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

/** A scan of the employee's id card, as a (tiny) PDF. */
const EMPLOYEE_ID_PDF = {
  name: "employee-id.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
};

/** Chooses the document as a user would: the drop zone's button, or the native input without JavaScript. */
async function chooseDocument(page: Page, passenger: Locator, javaScript: boolean) {
  if (javaScript) {
    const chooser = page.waitForEvent("filechooser");
    await passenger.getByRole("button", { name: "Choose a file" }).click();
    await (await chooser).setFiles(EMPLOYEE_ID_PDF);
  } else {
    await passenger.getByLabel("Document (optional)").setInputFiles(EMPLOYEE_ID_PDF);
  }
}

test("a corporate employee flying abroad books with their employee id, email, mobile, passport, PAN and an uploaded document; the confirmation shows them, to the company's travel desk too (J§3)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const { partnerId } = await logInAsNew(page, "employee@acme.test");
  await page.waitForURL(/\/flight$/);
  // Every airline's flights ("load all": the international carriers answer after the
  // cut-off), so the first card's fare is the lowest net fare and no reason is asked.
  const search = delBomUrl({
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate: ownTravelDate() }],
  });
  await page.goto(`${search}&${RESULTS_LOAD_ALL_PARAM}=1`);
  await pageReady(page);
  const flight = await selectFirstFare(page);
  const airline = /\b([A-Z0-9]{2}) ?\d{2,4}\b/.exec(flight)?.[1] ?? "";

  const employee = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"), yearsAgo(34));
  await employee.getByLabel("Nationality (passport)").fill("IN");
  await employee.getByLabel("Passport number").fill("Z1234567");
  await employee.getByLabel("Passport issue date").fill(yearsAgo(4));
  await employee.getByLabel("Passport expiry date").fill(yearsAgo(-6));
  await fillContact(page, ownEmail("meera.iyer"));
  await page.getByRole("button", { name: "Proceed to review" }).click();
  // An Indian passport abroad: the PAN too.
  await expect(employee.getByLabel("PAN", { exact: true })).toHaveAccessibleDescription(
    /Please enter PAN number/,
  );
  await expect(employee.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
    /Please enter Email/,
  );
  await expect(employee.getByRole("textbox", { name: "Mobile" })).toHaveAccessibleDescription(
    /Please enter valid Mobile Number/,
  );
  await expectNoAxeViolations(page, javaScriptEnabled);

  await employee.getByLabel("PAN", { exact: true }).fill("ABCDE1234F");
  await employee.getByLabel("Employee ID (optional)").fill("ACME-0042");
  await employee.getByRole("textbox", { name: "Email" }).fill("meera@acme.test");
  await employee.getByRole("textbox", { name: "Mobile" }).fill("9876543210");
  // A frequent flyer number for an airline that does not fly this trip is refused.
  const frequentFlyer = employee.getByLabel("Frequent flyer numbers (optional)");
  await frequentFlyer.fill("ZZ 41827735");
  // A document id without its file: the spec's message on the file.
  await employee.getByLabel("Document id (optional)").fill("EMP-7781");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(frequentFlyer).toHaveAccessibleDescription(/ZZ does not fly on this trip/);
  await frequentFlyer.fill(`${airline} 41827735`);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(employee.getByText("Please upload the document")).toBeVisible();
  await expect(employee.getByLabel("Document id (optional)")).toHaveValue("EMP-7781");
  await chooseDocument(page, employee, javaScriptEnabled);
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await continueToReview(page);
  await confirmReview(page);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await pageReady(page);
  await payByCard(page, "4111 1111 1111 1111", "Meera Iyer");
  await expect(page).toHaveURL(/\/flight\/confirmation\?bookingId=/, { timeout: 20_000 });

  const passengers = page.getByRole("table", { name: "Passengers" });
  const row = passengers.getByRole("row", { name: /Meera/ });
  await expect(row).toContainText("Employee id ACME-0042");
  await expect(row).toContainText("PAN ABCDE1234F");
  await expect(row).toContainText("Email meera@acme.test");
  await expect(row).toContainText("Mobile 9876543210");
  await expect(row).toContainText(`Frequent flyer ${airline} 41827735`);
  await expect(row).toContainText("Document id EMP-7781");
  await expect(row.getByRole("link", { name: "Download employee-id.pdf" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The company's travel desk opens the same booking and sees what the employee gave.
  const confirmation = new URL(page.url());
  const desk = await browser.newPage();
  await logInAsNew(desk, "traveldesk@acme.test", partnerId);
  await desk.goto(`${confirmation.pathname}${confirmation.search}`);
  const deskRow = desk
    .getByRole("table", { name: "Passengers" })
    .getByRole("row", { name: /Meera/ });
  await expect(deskRow).toContainText("Employee id ACME-0042");
  await expect(deskRow).toContainText("PAN ABCDE1234F");
  const downloading = desk.waitForEvent("download");
  await desk.getByRole("link", { name: "Download employee-id.pdf" }).click();
  const document = await downloading;
  expect((await readFile(await document.path())).equals(EMPLOYEE_ID_PDF.buffer)).toBe(true);
  await desk.close();
});
