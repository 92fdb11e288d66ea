import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { openDelBomResults } from "./booking-steps";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";

const REQUIRED = "Please select a reason for not choosing the lowest fare";

/** The first visible card priced above the first (the lowest, as the list sorts by net fare). */
async function dearerCard(page: Page) {
  const cards = page.locator("[data-slot=flight-result-card]:visible");
  const amount = async (index: number) =>
    Number(
      (
        (await cards
          .nth(index)
          .locator("[data-slot=cheapest-price] [data-slot=price-amount]")
          .textContent()) ?? ""
      ).replace(/[^\d.]/g, ""),
    );
  const lowest = await amount(0);
  for (let index = 1; index < (await cards.count()); index += 1) {
    if ((await amount(index)) > lowest) return cards.nth(index);
  }
  throw new Error("every fare costs the same");
}

test("a corporate employee choosing a fare above the lowest must give a reason (J§)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "employee@acme.test");
  await page.waitForURL(/\/flight$/);
  await openDelBomResults(page);
  await (await dearerCard(page)).getByRole("button", { name: "Select" }).click();

  const form = javaScriptEnabled
    ? page.getByRole("dialog", { name: "Why not the lowest fare?" })
    : page.getByRole("region", { name: "Why not the lowest fare?" });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  await expect(form.getByRole("radio")).toHaveCount(8);

  await form.getByRole("button", { name: "Continue with this fare" }).click();
  await expect(form.getByText(REQUIRED)).toBeVisible();

  await form.getByText("Other reason", { exact: true }).click();
  await form.getByRole("button", { name: "Continue with this fare" }).click();
  await expect(form.getByText("Please write your reason")).toBeVisible();

  // The choice is kept; only the words are missing.
  await expect(form.getByRole("radio", { name: "Other reason" })).toBeChecked();
  await form.getByLabel("Your reason").fill("Client site visit needs the morning flight");
  await form.getByRole("button", { name: "Continue with this fare" }).click();
  await expect(page).toHaveURL(/\/flight\/passengers\?bookingId=WF\d{13}/);
  await expect(page.getByText("Client site visit needs the morning flight")).toBeVisible();
});
