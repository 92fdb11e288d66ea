import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("an agent shares a booking's journey page, the traveller raises a request from it, and the desk sees it (J§2 'Customer journey page', 'Customer requests page', decision 0072)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Share the journey page with the traveller" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Share the journey page" }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByText("Show the price to the traveller").click();
  await page.getByRole("button", { name: "Create link" }).click();
  const linkField = page.getByRole("textbox", { name: "Link to send" });
  await expect(linkField).toHaveValue(/\/customer-journey\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The traveller, not signed in, opens the link.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your journey" })).toBeVisible();
  await expect(page.getByText(`Booking ID ${bookingId}`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Your travel agent" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your flights" })).toContainText("Total fare");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("link", { name: "Ask your travel agent for a change" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ask for a change" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Mr Ravi Kumar" })).toBeChecked();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await page.getByRole("button", { name: "Raise request" }).click();
  await expect(page.getByText("Please select Ammendment type")).toBeVisible();
  await page
    .getByRole("combobox", { name: "What would you like to change?" })
    .selectOption("REISSUE");
  await page.getByRole("textbox", { name: "Remarks" }).fill("One day later, same time");
  await page.getByRole("button", { name: "Raise request" }).click();
  const requestId = page.getByText(/^Request ID AR\d{10}$/);
  await expect(requestId).toBeVisible();
  await expect(
    page.getByText("Your request has been raised. Your travel agent will contact you."),
  ).toBeVisible();
  const id = ((await requestId.textContent()) ?? "").replace("Request ID ", "");
  await expect(page.getByRole("region", { name: "Your requests" })).toContainText(
    `Date Change request ${id}, waiting for the travel desk`,
  );
  await expect(
    page.getByText("A request for this flight is already waiting for the travel desk."),
  ).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The travel desk sees it in its queue.
  await logInAsNew(page, "callcenter@wayfare.test");
  await page.waitForURL(/\/manage-carts$/);
  const card = page.getByRole("article", { name: `Date Change request ${id}` });
  await expect(card).toContainText(bookingId);
  await expect(card).toContainText("One day later, same time");
});

test("a link that was never shared opens nothing", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto(`/customer-journey/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("This link is no longer valid. Please ask your travel agent for a new one."),
  ).toBeVisible();
  expect(response?.headers()["referrer-policy"]).toBe("same-origin");
  await expectNoAxeViolations(page, javaScriptEnabled);
});
