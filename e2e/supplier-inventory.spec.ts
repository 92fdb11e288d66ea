import type { Page } from "@playwright/test";
import { flightsOn } from "../apps/flight-service/src/inventory/schedule";
import { ALLOTMENT_COLUMNS } from "../packages/domain/src/inventory/supplier-allotments";
import { expectNoAxeViolations } from "./axe";
import { payReviewedFromDeposit } from "./booking-flow";
import { fillPassengerAndContact } from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { logInAs, logInAsNew, ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

/** The supplier's file: the column names, then its rows. */
function allotmentsFile(name: string, rows: string[][]) {
  const lines = [ALLOTMENT_COLUMNS.map((column) => column.name), ...rows].map((row) =>
    row.join(","),
  );
  return { name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n")) };
}

/** Chooses the file as a user would: the drop zone's button, or the native input without JavaScript. */
async function upload(page: Page, file: ReturnType<typeof allotmentsFile>, javaScript: boolean) {
  const panel = page.getByRole("region", { name: "Load seats and fares" });
  if (javaScript) {
    const chooser = page.waitForEvent("filechooser");
    await panel.getByRole("button", { name: "Choose a file" }).click();
    await (await chooser).setFiles(file);
  } else {
    await panel.getByLabel("Allotments file").setInputFiles(file);
  }
  await panel.getByRole("button", { name: "Upload and load" }).click();
  return panel;
}

test("a supplier's file with one bad row loads nothing; corrected, its seats sell in search, an agent books one and the supplier sees the order", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const date = ownTravelDate();
  const flight = flightsOn("DEL", "BOM", date).find((each) => each.airline === "6E");
  if (!flight) throw new Error(`no 6E flight DEL-BOM on ${date}`);
  const number = `6E${flight.flightNumber}`;

  const supplier = await logInAsNew(page, "supplier@wayfare.test");
  await expect(page.getByRole("heading", { name: "Inventory orders", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  const refused = await upload(
    page,
    allotmentsFile("bad.csv", [
      [number, date, "Economy", "S", "9", "999", "1"],
      [number, date, "Economy", "T", "many", "1200", "1"],
    ]),
    javaScriptEnabled,
  );
  const alert = refused.getByRole("alert");
  await expect(alert).toContainText(
    "Nothing was loaded. Correct these rows and upload the file again:",
  );
  await expect(alert.getByRole("listitem")).toHaveText([
    "Row 3: Seats must be a whole number from 1 to 500.",
  ]);
  await expect(refused.getByLabel("Or the rows as CSV text")).toHaveValue(/T,many/);
  await expect(page.getByRole("table", { name: "Loads" })).toContainText(
    "Nothing has been loaded yet.",
  );
  await expectNoAxeViolations(page, javaScriptEnabled);

  const loaded = await upload(
    page,
    allotmentsFile("good.csv", [
      [number, date, "Economy", "S", "9", "999", "1"],
      [number, date, "Economy", "T", "4", "1200", "1"],
    ]),
    javaScriptEnabled,
  );
  await expect(loaded.getByText("Loaded 2 rows: 13 seats are on sale.")).toBeVisible();
  const loads = page.getByRole("table", { name: "Loads" });
  await expect(loads.getByRole("rowheader", { name: /good\.csv/ })).toBeVisible();
  await expect(loads).toContainText(`${number} · ${date} · Economy 9 seats, class S`);

  await logInAsAgent(page);
  await page.goto(
    delBomUrl({
      routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: date }],
      preferredAirlines: ["6E"],
      searchModifiers: { isDirectFlight: true },
    }),
  );
  const card = page
    .locator("[data-slot=flight-result-card]")
    .filter({ hasText: `6E ${flight.flightNumber}` })
    .first();
  await expect(card.locator("[data-slot=cheapest-price]")).toContainText("₹1,000");
  await card.getByText("Fares and details").click();
  const fares = card.getByRole("list", { name: "Fares" });
  await expect(
    fares.getByRole("button", { name: "Select Supplier fare, ₹1,000.00" }),
  ).toBeVisible();
  await expect(
    fares.getByRole("button", { name: "Select Supplier fare, ₹1,201.00" }),
  ).toBeVisible();

  // Bookable like any fare (decision 0082): passengers, add-ons, review, the deposit.
  await fares.getByRole("button", { name: "Select Supplier fare, ₹1,000.00" }).click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await pageReady(page);
  await fillPassengerAndContact(page);
  const bookingId = await payReviewedFromDeposit(page);

  await logInAs(page, supplier, new URL(page.url()).origin);
  await page.goto("/inventory-orders");
  const orders = page.getByRole("table", { name: "Orders" });
  const order = orders
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: bookingId }) });
  await expect(order).toContainText(`${number} · ${date}`);
  await expect(order).toContainText("₹1,000.00");
  await expect(order).toContainText("Success");
  await expect(
    page.getByRole("navigation", { name: "Order pages" }).getByText("Page 1 of 1, 1 order"),
  ).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});
