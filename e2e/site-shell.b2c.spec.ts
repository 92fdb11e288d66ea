import { expect, test } from "./fixtures";

test("on a consumer portal under 768 px the bottom menu's Bookings looks a booking up (F§2), and the menus offer no My Bookings", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/flight");
  await expect(page.getByRole("link", { name: "My Bookings" })).toHaveCount(0);
  await expect(
    page.getByRole("contentinfo").getByRole("region", { name: "Travellers" }),
  ).toBeVisible();
  const quickLinks = page.getByRole("navigation", { name: "Quick links" });
  await quickLinks.getByRole("link", { name: "Bookings" }).click();
  await expect(page).toHaveURL(/\/find-booking$/);
  await expect(quickLinks.getByRole("link", { name: "Bookings" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await quickLinks.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
});
