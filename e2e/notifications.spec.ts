import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";

test("a new agent dismisses the nudge and the tour, then reads, marks and subscribes to notifications (J§2)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsAgent(page);
  const nudge = page.getByRole("region", { name: "Subscribe to notifications" });
  const tour = page.getByRole("main").getByRole("region", { name: "Welcome to Wayfare" });
  await expect(nudge).toBeVisible();
  await expect(tour).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  await nudge.getByRole("button", { name: "No thanks" }).click();
  await expect(page).toHaveURL(/\/flight$/);
  await expect(nudge).toHaveCount(0);
  if (!javaScriptEnabled) {
    // Without JavaScript "Start tour" discloses every step, and closing the tour posts a form.
    await tour.getByText("Start tour").click();
    await expect(tour.getByRole("listitem").filter({ hasText: "Search flights" })).toBeVisible();
  }
  // With JavaScript the close is told to the service in the background: the reload waits for it.
  const remembered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/coach-tour"),
  );
  await tour.getByRole("button", { name: "Close tour" }).click();
  await expect(tour).toHaveCount(0);
  await remembered;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(tour).toHaveCount(0);
  await expect(nudge).toHaveCount(0);

  const bookingId = await bookAndPay(page);
  const menuLink = page.getByRole("banner").getByRole("link", { name: "Notifications 1 unread" });
  await menuLink.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `Booking ${bookingId} is confirmed` });
  await expect(item).toContainText("Unread");
  await expect(item).toContainText(/Received on \d{1,2} \w{3} \d{4}/);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await item.getByRole("button", { name: `Mark read: Booking ${bookingId} is confirmed` }).click();
  await expect(page.getByText("0 unread")).toBeVisible();
  await expect(item).not.toContainText("Unread");
  await expect(page.getByRole("banner").getByRole("link", { name: "Notifications" })).toHaveText(
    "Notifications",
  );

  const prompt = page.getByRole("region", { name: "Get notified" });
  const offers = prompt.getByRole("checkbox", { name: "Offers and deals" });
  await offers.focus();
  await page.keyboard.press("Space");
  await expect(offers).not.toBeChecked();
  await prompt.getByRole("button", { name: "Subscribe" }).click();
  await expect(prompt).toContainText("You are subscribed.");
  await expect(prompt.getByRole("checkbox", { name: "Offers and deals" })).not.toBeChecked();
  await prompt.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(prompt.getByRole("button", { name: "Subscribe" })).toBeVisible();
});

test("the coach tour is a non-modal dialog: started by the user, announced, Escape closes it for good", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    !javaScriptEnabled,
    "without JavaScript the tour's steps are a disclosure (the first test)",
  );
  await logInAsAgent(page);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Start tour" }).click();
  const dialog = page.getByRole("dialog", { name: "Welcome to Wayfare" });
  await expect(dialog.getByRole("heading", { name: "Welcome to Wayfare" })).toBeFocused();
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.locator("[aria-live=polite]")).toHaveText(
    "Step 2 of 3: Pick up where you left off",
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
  // The close is told to the service in the background: the reload waits for its answer.
  const remembered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/coach-tour"),
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(main).toBeFocused();
  await remembered;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("region", { name: "Welcome to Wayfare" })).toHaveCount(0);
});
