import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { openDelBomResults, selectFirstBookableFare } from "./booking-steps";
import { cardPrices, logInAsAgent } from "./flight-results-page";

test("an agent shows fares with a markup, pays without it, and resets it", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  await openDelBomResults(page);
  const markup = page.getByRole("region", { name: "Your markup" });
  await expect(markup).toContainText("No markup: the fares below are what you pay.");
  const [before = 0] = await cardPrices(page);

  const field = markup.getByRole("textbox", { name: "Markup (% of fare)" });
  await field.fill("-5");
  await markup.getByRole("button", { name: "Apply markup" }).click();
  await expect(
    markup.getByRole("textbox", { name: "Markup (% of fare)" }),
  ).toHaveAccessibleDescription(/Please enter a valid number/);

  await markup.getByRole("textbox", { name: "Markup (% of fare)" }).fill("10%");
  await markup.getByRole("button", { name: "Apply markup" }).click();
  await expect(markup).toContainText("The fares below include your markup of 10.00%.");
  const [marked = 0] = await cardPrices(page);
  expect(marked).toBeCloseTo(before * 1.1, 1);
  if (javaScriptEnabled) await expectNoAxeViolations(page);

  // The review prices the fare without the markup: the agent pays the net fare.
  await selectFirstBookableFare(page);
  await expect(page.getByText("Price changed")).toHaveCount(0);
  await page.goBack();
  await page.waitForLoadState("networkidle");

  await page
    .getByRole("region", { name: "Your markup" })
    .getByRole("button", { name: "Reset markup" })
    .click();
  await expect(page.getByRole("region", { name: "Your markup" })).toContainText("No markup");
  expect((await cardPrices(page))[0]).toBe(before);
});
