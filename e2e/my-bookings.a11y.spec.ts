import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { pageReady, readyState } from "./page-ready";

// axe runs as a script in the page, so this file runs in the JavaScript project only.
test.describe("accessibility of My bookings and the cancellation pages", () => {
  test("axe finds nothing on each cancellation step and on the list it ends in", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await logInAsAgent(page);
    await bookAndPay(page);

    await page.getByRole("link", { name: /^Cancel booking$/i }).click();
    await pageReady(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Get refund quote" }).click();
    await expect(page.getByRole("table", { name: "Refund quote" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page.getByRole("heading", { name: "Cancellation confirmed" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/my-bookings?tab=Cancelled", { waitUntil: readyState() });
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing at ${width} px on My bookings tabs and a wrong booking link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await logInAsAgent(page);
      for (const tab of ["All", "Completed"]) {
        await page.goto(`/my-bookings?tab=${tab}`, { waitUntil: readyState() });
        await expectNoAxeViolations(page);
      }
      await page.goto("/flight/cancel?bookingId=WF0000000000000", { waitUntil: readyState() });
      await expect(page.getByText("No booking found for the PNR")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
