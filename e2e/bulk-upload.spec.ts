import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

const HEADER =
  "Title,First Name,Last Name,DOB,Nationality,Passport Number,Passport Expiry,Issue Date";

/** The sheet as an agent would save it from a spreadsheet: one passenger per row. */
function passengersCsv(rows: string[][]) {
  const text = [HEADER, ...rows.map((row) => row.join(","))].join("\r\n");
  return { name: "passengers.csv", mimeType: "text/csv", buffer: Buffer.from(text) };
}

test.beforeEach(async ({ page }) => logInAsAgent(page));

/** Chooses the file as a user would: the drop zone's button, or the native input without JavaScript. */
async function upload(page: Page, file: ReturnType<typeof passengersCsv>, javaScript: boolean) {
  const panel = page.getByRole("region", { name: "Upload passengers from a spreadsheet" });
  if (javaScript) {
    const chooser = page.waitForEvent("filechooser");
    await panel.getByRole("button", { name: "Choose a file" }).click();
    await (await chooser).setFiles(file);
  } else {
    await panel.getByLabel("Passenger spreadsheet").setInputFiles(file);
  }
  await panel.getByRole("button", { name: "Upload and fill in" }).click();
  return panel;
}

test("an agent fills two passengers from a spreadsheet and keeps what was typed", async ({
  page,
  javaScriptEnabled,
}) => {
  await chooseFirstFare(page, { ADULT: 2, CHILD: 0, INFANT: 0 });
  const contact = page.getByRole("group", { name: "Contact details" });
  await contact.getByLabel("Email").fill("desk@example.in");
  const second = surname("Rao");

  const panel = await upload(
    page,
    passengersCsv([
      ["Mr", "R4vi", "Kumar"],
      ["mrs", "Asha", second],
    ]),
    javaScriptEnabled,
  );
  await expect(panel.getByText("Row 2: Name cannot contain Numbers")).toBeVisible();
  await expect(panel.getByText("Filled in 2 of 2 passengers.")).toBeVisible();
  const first = page.getByRole("group", { name: "Adult 1" });
  await expect(first.getByLabel("First name and middle name")).toHaveValue("R4vi");
  await expect(first.getByLabel("Title")).toHaveValue("Mr");
  const other = page.getByRole("group", { name: "Adult 2" });
  await expect(other.getByLabel("Title")).toHaveValue("Mrs");
  await expect(other.getByLabel("Last name")).toHaveValue(second);
  await expect(contact.getByLabel("Email")).toHaveValue("desk@example.in");
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  await first.getByLabel("First name and middle name").fill("Ravi");
  await contact.getByLabel("Mobile").fill("9876543210");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});

test("a sheet with more passengers than the booking is refused, naming both counts", async ({
  page,
  javaScriptEnabled,
}) => {
  await chooseFirstFare(page);
  const panel = await upload(
    page,
    passengersCsv([
      ["Mr", "Ravi", "Kumar"],
      ["Mrs", "Asha", "Rao"],
    ]),
    javaScriptEnabled,
  );
  await expect(
    panel.getByText(
      "The sheet has 2 passengers but this booking has 1. Remove the extra rows and upload it again.",
    ),
  ).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Adult 1" }).getByLabel("First name and middle name"),
  ).toHaveValue("");
});
