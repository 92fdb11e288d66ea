import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import {
  fillContact,
  fillPassenger,
  selectFirstBookableFare,
  surname,
  yearsAgo,
} from "./booking-steps";
import { daysAhead, delBomUrl, logInAsAgent } from "./flight-results-page";

test("an international passenger's passport: every field asked for, its messages, then on", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const travelDate = daysAhead(40 + Math.floor(Math.random() * 100));
  await page.goto(
    delBomUrl({ routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate }] }),
  );
  await page.waitForLoadState("networkidle");
  await selectFirstBookableFare(page);

  const adult = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"), yearsAgo(34));
  await adult.getByLabel("Nationality (passport)").fill("IN");
  await adult.getByLabel("Passport number").fill("Z1234567");
  await adult.getByLabel("Passport expiry date").fill(yearsAgo(-6));
  await fillContact(page, "meera.iyer@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();

  const issueDate = adult.getByLabel("Passport issue date");
  await expect(issueDate).toHaveAccessibleDescription(/Please enter issueing date/);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await issueDate.fill(yearsAgo(4));
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});
