import { expectNoAxeViolations } from "./axe";
import { fillContact, openDelBomResults, selectFirstFare } from "./booking-steps";
import { expect, test } from "./fixtures";
import { accountLike, logInAsNew, ownEmail } from "./own-data";

test("a corporate travel desk fills an adult from the company's employees, and only its own (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  // A company of the test's own: its travel desk and two employees; and another company's.
  const { partnerId } = await logInAsNew(page, "traveldesk@acme.test");
  const ananya = await accountLike(page.request, "employee2@acme.test", partnerId);
  const rohan = await accountLike(page.request, "employee@acme.test", partnerId);
  const outsider = await accountLike(page.request, "employee2@acme.test");
  await openDelBomResults(page, { ADULT: 2, CHILD: 0, INFANT: 0 });
  // The first card's fare is the lowest net fare: no reason asked.
  await selectFirstFare(page);

  const picker = page.getByRole("region", { name: "Company employees" });
  const first = picker.getByRole("combobox", { name: "Adult 1" });
  await expect(first.locator(`option[value="${ananya.userId}"]`)).toHaveText(
    `Ananya Singh (Acme Industries) · ${ananya.email} · ${ananya.mobile}`,
  );
  await expect(first.locator(`option[value="${rohan.userId}"]`)).toHaveCount(1);
  await expect(first.locator(`option[value="${outsider.userId}"]`)).toHaveCount(0);
  await first.selectOption(ananya.userId);
  await picker.getByRole("combobox", { name: "Adult 2" }).selectOption(rohan.userId);
  await picker.getByRole("button", { name: "Fill in selected employees" }).click();
  await expect(page).toHaveURL(/employee1=/);

  const adult = page.getByRole("group", { name: "Adult 1" });
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Ananya");
  await expect(adult.getByLabel("Last name")).toHaveValue("Singh");
  await expect(adult.getByRole("textbox", { name: "Email" })).toHaveValue(ananya.email);
  await expect(adult.getByRole("textbox", { name: "Mobile" })).toHaveValue(ananya.mobile);
  const second = page.getByRole("group", { name: "Adult 2" });
  await expect(second.getByLabel("First name and middle name")).toHaveValue("Rohan");
  await expect(second.getByRole("textbox", { name: "Email" })).toHaveValue(rohan.email);
  // The choices stay shown after the fill.
  await expect(picker.getByRole("combobox", { name: "Adult 1" })).toHaveValue(ananya.userId);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await adult.getByLabel("Title").selectOption("Ms");
  await second.getByLabel("Title").selectOption("Mr");
  await fillContact(page, ownEmail("travel.desk"));
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});
