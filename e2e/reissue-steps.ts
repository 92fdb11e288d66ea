import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export const addDays = (yyyyMmDd: string, days: number) => {
  const date = new Date(`${yyyyMmDd}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The dearest new flight the reissue page shows, so there is a difference to pay; by keyboard. */
export async function chooseDearestNewFlight(page: Page) {
  const flights = page.getByRole("radiogroup", { name: "New flight" });
  const labels = await flights.locator("label").allTextContents();
  const prices = labels.map((label) =>
    Number((/₹([\d,.]+) for all passengers/.exec(label)?.[1] ?? "0").replaceAll(",", "")),
  );
  const dearest = flights.getByRole("radio").nth(prices.indexOf(Math.max(...prices)));
  await dearest.focus();
  await page.keyboard.press("Space");
  await expect(dearest).toBeChecked();
}
