import { expectNoAxeViolations } from "./axe";
import { fillContact, fillPassenger, selectFirstFare, surname, yearsAgo } from "./booking-steps";
import { expect, test } from "./fixtures";
import { delBomUrl, logInAsAgent } from "./flight-results-page";
import { ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

test("an international passenger's passport and an Indian passport holder's PAN: every field asked for, its messages, then on", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const travelDate = ownTravelDate();
  await page.goto(
    delBomUrl({ routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate }] }),
  );
  await pageReady(page);
  await selectFirstFare(page);

  const adult = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, "Adult 1", "Meera", surname("Iyer"), yearsAgo(34));
  await adult.getByLabel("Nationality (passport)").fill("IN");
  await adult.getByLabel("Passport number").fill("Z1234567");
  await adult.getByLabel("Passport expiry date").fill(yearsAgo(-6));
  await fillContact(page, "meera.iyer@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();

  const issueDate = adult.getByLabel("Passport issue date");
  await expect(issueDate).toHaveAccessibleDescription(/Please enter issueing date/);
  // An Indian passport abroad: the PAN too (decision in the domain's booking-passengers).
  const pan = adult.getByLabel("PAN", { exact: true });
  await expect(pan).toHaveAccessibleDescription(/Please enter PAN number/);
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await issueDate.fill(yearsAgo(4));
  await pan.fill("abcde1234f");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});
