import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl } from "./flight-results-page";
import { chooseAirport } from "./flight-search-page";
import { logInAsNew, ownTravelDate } from "./own-data";
import { pageReady } from "./page-ready";

/** The amount after the first ₹ of a text, in rupees. */
const rupees = (text: string | null) =>
  Number((/₹([\d,.]+)/.exec(text ?? "")?.[1] ?? "").replace(/,/g, ""));

test.describe("fare calendar (issue 19): the lowest fare per day, in the form's calendar and around the results", () => {
  test("a consumer picks a cheaper nearby day from the results' strip and gets that day's search at that fare", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logInAsNew(page, "customer@wayfare.test");
    const date = ownTravelDate();
    await page.goto(
      delBomUrl({
        routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate: date }],
      }),
    );
    await pageReady(page);
    const strip = page.getByRole("navigation", { name: "Fares on nearby days" });
    await expect(strip.getByRole("link")).toHaveCount(7);
    await expect(strip.locator("[aria-current=date] time")).toHaveAttribute("datetime", date);
    await expectNoAxeViolations(page, javaScriptEnabled);

    const readStrip = () =>
      strip.getByRole("link").evaluateAll((links) =>
        links.map((link) => ({
          date: link.querySelector("time")?.getAttribute("datetime") ?? "",
          fare: link.textContent ?? "",
          current: link.getAttribute("aria-current") === "date",
        })),
      );
    type Day = Awaited<ReturnType<typeof readStrip>>[number];
    const priced = (days: Day[]) => days.filter((day) => /₹/.test(day.fare));
    const by = (pick: (a: number, b: number) => boolean) => (best: Day, day: Day) =>
      pick(rupees(day.fare), rupees(best.fare)) ? day : best;
    // Start from the dearest day shown (only reading: no other test writes to it), so a
    // cheaper one is there to pick.
    let days = await readStrip();
    const dearest = priced(days).reduce(by((a, b) => a > b));
    if (!dearest.current) {
      await strip.locator(`a:has(time[datetime="${dearest.date}"])`).click();
      await expect(strip.locator("[aria-current=date] time")).toHaveAttribute(
        "datetime",
        dearest.date,
      );
      days = await readStrip();
    }
    const current = days.find((day) => day.current) as Day;
    const cheapest = priced(days.filter((day) => !day.current)).reduce(by((a, b) => a < b));
    expect(rupees(cheapest.fare)).toBeLessThan(rupees(current.fare));
    await strip.locator(`a:has(time[datetime="${cheapest.date}"])`).click();

    await expect(page).toHaveURL(new RegExp(`dep=${cheapest.date}`));
    await pageReady(page);
    await expect(
      page
        .getByRole("navigation", { name: "Fares on nearby days" })
        .locator("[aria-current=date] time"),
    ).toHaveAttribute("datetime", cheapest.date);
    // The day's results open on their cheapest fare: the strip's, in whole rupees rounded up.
    const firstCard = page.locator("[data-slot=flight-result-card]:visible").first();
    const cheapestShown = rupees(await firstCard.getByText(/Cheapest fare: ₹/).textContent());
    expect(Math.ceil(cheapestShown)).toBe(rupees(cheapest.fare));
  });

  test("with the route chosen, the search form's calendar names each day's lowest fare; without JavaScript the date box is bounded", async ({
    page,
    javaScriptEnabled,
  }) => {
    await logInAsNew(page, "customer@wayfare.test");
    const date = page.getByLabel("Departure date", { exact: true });
    // The date box is bounded by the search's year (1003, 1004), with or without JavaScript.
    await expect(date).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
    await expect(date).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
    if (!javaScriptEnabled) {
      // The browser's own date picker: no calendar of ours, so no fares to name.
      await expect(page.getByRole("button", { name: /^Open calendar/ })).toHaveCount(0);
      return;
    }
    await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
    await chooseAirport(page, "From", "DEL", true);
    await chooseAirport(page, "To", "BOM", true);
    await page.getByRole("button", { name: "Open calendar, Departure date" }).focus();
    await page.keyboard.press("Enter");
    const calendar = page.getByRole("dialog", { name: "Departure date" });
    await expect(calendar.getByRole("button", { name: /, from ₹[\d,]+$/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, javaScriptEnabled);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(date).not.toHaveValue("");
  });
});
