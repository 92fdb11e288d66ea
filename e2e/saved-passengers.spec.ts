import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, fillContact, fillPassenger, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("a traveller booked before fills in the next booking's passenger form", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of the test's own, so its latest travellers are this test's.
  await logInAsAgent(page);
  const lastName = surname("Menon");
  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Lakshmi", lastName);
  await fillContact(page, "lakshmi.menon@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  await chooseFirstFare(page);
  const saved = page.getByRole("region", { name: "Saved travellers" });
  const traveller = saved.getByRole("checkbox", {
    name: new RegExp(`Lakshmi ${lastName} \\(Adult\\)`),
  });
  await traveller.focus();
  await page.keyboard.press("Space");
  await expect(traveller).toBeChecked();
  await saved.getByRole("button", { name: "Fill in selected travellers" }).click();
  await expect(page).toHaveURL(/saved=/);
  const adult = page.getByRole("group", { name: "Adult 1" });
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Lakshmi");
  await expect(adult.getByLabel("Last name")).toHaveValue(lastName);
  await expect(adult.getByLabel("Title")).not.toHaveValue("");
  await expect(saved.getByRole("checkbox", { name: new RegExp(lastName) })).toBeChecked();
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await fillContact(page, "lakshmi.menon@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});
