import { expectNoAxeViolations } from "./axe";
import { chooseFirstFare, fillContact, fillPassenger, surname } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

const GST_GROUP = "For a GST invoice in your company's name.";

test("GST details saved with one booking fill in the next booking's GST section (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  // An agency of the test's own, so the saved GST details are this test's only.
  await logInAsAgent(page);
  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Nisha", surname("Menon"));
  await fillContact(page, "nisha@example.in");
  await page.getByText("GST details (optional)").click();
  const gst = page.getByRole("group", { name: GST_GROUP });
  // Nothing saved yet: no picker.
  await expect(gst.getByLabel("Use saved GST details")).toHaveCount(0);
  await gst.getByLabel("GST number").fill("27AAPFU0939F1ZV");
  await gst.getByLabel("Registered name").fill("Acme Industries Pvt Ltd");
  await gst.getByLabel("Billing company name").fill("Acme Industries");
  await gst.getByLabel("Registered email (optional)").fill("accounts@acme.example");
  await gst.getByLabel("Mobile").fill("9876543210");
  await gst.getByLabel("Address").fill("12 MG Road");
  await gst.getByLabel("City").fill("Pune");
  await gst.getByLabel("Postal code").fill("411001");
  const save = gst.getByRole("checkbox", { name: "Save these GST details for future bookings" });
  await save.focus();
  await page.keyboard.press("Space");
  await expect(save).toBeChecked();
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);

  await chooseFirstFare(page);
  await fillPassenger(page, "Adult 1", "Arjun", surname("Menon"));
  await page.getByText("GST details (optional)").click();
  const picker = gst.getByRole("combobox", { name: "Use saved GST details" });
  await picker.selectOption({ label: "Acme Industries Pvt Ltd · 27AAPFU0939F1ZV" });
  if (!javaScriptEnabled) {
    // Without JavaScript the button posts the form, and the page comes back filled.
    await gst.getByRole("button", { name: "Fill in saved GST details" }).click();
  }
  await expect(gst.getByLabel("GST number")).toHaveValue("27AAPFU0939F1ZV");
  await expect(gst.getByLabel("Registered name")).toHaveValue("Acme Industries Pvt Ltd");
  await expect(gst.getByLabel("Billing company name")).toHaveValue("Acme Industries");
  await expect(gst.getByLabel("Registered email (optional)")).toHaveValue("accounts@acme.example");
  await expect(gst.getByLabel("Mobile")).toHaveValue("9876543210");
  await expect(gst.getByLabel("Address")).toHaveValue("12 MG Road");
  await expect(gst.getByLabel("City")).toHaveValue("Pune");
  await expect(gst.getByLabel("Postal code")).toHaveValue("411001");
  await expect(gst.getByLabel(/^Country code/)).toHaveValue("IN");
  // What was typed elsewhere stays.
  const adult = page.getByRole("group", { name: "Adult 1" });
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Arjun");
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await fillContact(page, "arjun@example.in");
  await page.getByRole("button", { name: "Proceed to review" }).click();
  await expect(page).toHaveURL(/\/flight\/add-ons\?bookingId=/);
});
