import { expect, type Page } from "@playwright/test";

/** On the fare policies page: saves an Economy-only policy booked at least `days` ahead. */
export async function saveEconomyPolicy(page: Page, name: string, days: number) {
  const form = page.getByRole("form", { name: "New policy" });
  await form.getByLabel("Policy name").fill(name);
  const economy = form.getByRole("checkbox", { name: "Economy", exact: true });
  await economy.focus();
  await page.keyboard.press("Space");
  await expect(economy).toBeChecked();
  await form.getByLabel("Book at least this many days ahead").fill(String(days));
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
}

/** Assigns the policy to the organisation's one employee. */
export async function assignToTheEmployee(page: Page, name: string) {
  const people = page.getByRole("region", { name: "Employees' policies" });
  await people.getByRole("combobox").selectOption({ label: name });
  await people.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(new RegExp(`now has ${name}\\.`))).toBeVisible();
}
