import { expect, test } from "@playwright/test";
import { chooseFirstFare } from "./booking-steps";
import { logInAsAgent } from "./flight-results-page";

const DISCLAIMER = "Please contact airline to confirm the Missing Name format !!";

test("a single-name passenger gets the airline's missing-name disclaimer (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await chooseFirstFare(page);
  const adult = page.getByRole("group", { name: "Adult 1" });
  await adult.getByLabel("Title").selectOption("Mr");
  await adult.getByLabel("First name and middle name").fill("Suriya");
  if (javaScriptEnabled) {
    // As they type: shown for one name, gone once there are two.
    await expect(adult.getByText(DISCLAIMER)).toBeVisible();
    await adult.getByLabel("Last name").fill("Sivakumar");
    await expect(adult.getByText(DISCLAIMER)).toBeHidden();
    await adult.getByLabel("Last name").fill("");
  }
  // A submit refused for another reason (no contact) keeps the names and the disclaimer;
  // without JavaScript that is the server's answer, with the step's notice.
  await page.getByRole("button", { name: "Proceed to review" }).click();
  if (!javaScriptEnabled) {
    await expect(page.getByText("Please complete current step first")).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Please enter valid Mobile Number" })).toBeVisible();
  await expect(adult.getByLabel("First name and middle name")).toHaveValue("Suriya");
  await expect(adult.getByText(DISCLAIMER)).toBeVisible();
});
