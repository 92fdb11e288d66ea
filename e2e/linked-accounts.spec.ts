import { expectNoAxeViolations } from "./axe";
import { bookAndPay, myBooking } from "./booking-flow";
import { expect, test } from "./fixtures";
import { accountLike, logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

const SKYLINE = "Asha Rao (Skyline Travels)";
const GOA = "Asha Rao (Skyline Holidays Goa)";

test("an agent of two agencies switches between them without logging out, and sees and pays from the one switched to (F§4, F§7)", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const skyline = await logInAsNew(page, "agent@wayfare.test");
  await accountLike(page.request, "agent-goa@wayfare.test", undefined, skyline.userId);
  const header = page.getByRole("banner");
  const balances = header.getByRole("region", { name: "Balances" });

  await page.goto("/my-profile");
  await page.getByRole("link", { name: "Linked accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Linked accounts" })).toBeVisible();
  const accounts = page.getByRole("list", { name: "Linked accounts" });
  await expect(accounts.getByRole("listitem")).toHaveCount(2);
  await expect(accounts.locator("[aria-current=true]")).toContainText(SKYLINE);
  await expect(balances).toContainText("₹2,50,000");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await accounts.getByRole("button", { name: `Switch to ${GOA}` }).click();
  await expect(page.getByText(`You are now working in ${GOA}'s account.`)).toBeVisible();
  await expect(accounts.locator("[aria-current=true]")).toContainText(GOA);
  await expect(header.getByText(`Signed in as ${GOA}`)).toBeVisible();
  await expect(balances).toContainText("₹75,000");
  await expectNoAxeViolations(page, javaScriptEnabled);

  const bookingId = await bookAndPay(page);
  await expect(balances).not.toContainText("₹75,000");
  await page.goto("/my-bookings");
  await expect(myBooking(page, bookingId)).toBeVisible();

  await page.goto("/linked-accounts");
  await accounts.getByRole("button", { name: `Switch to ${SKYLINE}` }).click();
  await expect(page.getByText(`You are now working in ${SKYLINE}'s account.`)).toBeVisible();
  await expect(balances).toContainText("₹2,50,000");
  await page.goto("/my-bookings");
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  await expect(myBooking(page, bookingId)).toHaveCount(0);
});

test("an account with nothing linked is told so, with no switch to press", async ({ page }) => {
  await logInAsNew(page, "agent3@wayfare.test");
  await page.goto("/linked-accounts");
  await expect(page.getByText("No other account is linked to yours.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
});

test("an admin links one person's two agencies, the person finds them under Linked accounts, and the admin unlinks them", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const skyline = await accountLike(page.request, "agent@wayfare.test");
  const goa = await accountLike(page.request, "agent-goa@wayfare.test");
  await logInAsNew(page, "admin@wayfare.test");
  await page.goto(`/manage-user/people/${goa.userId}`);
  const linked = page.getByRole("region", { name: "Linked accounts" });
  await expect(linked.getByText("No other account is linked to this one.")).toBeVisible();
  const field = linked.getByRole("textbox", { name: "Link with another account" });

  await field.fill("Skyline");
  await linked.getByRole("button", { name: "Link" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveValue("Skyline");
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await field.fill(skyline.userId);
  await linked.getByRole("button", { name: "Link" }).click();
  await expect(page.getByText(`${GOA} is now linked.`)).toBeVisible();
  await expect(linked.getByRole("listitem")).toHaveText(`${SKYLINE} (${skyline.userId})`);

  const person = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const personPage = await person.newPage();
  await personPage.request.post("/app/login", {
    form: { username: skyline.email, password: skyline.password },
    headers: { origin: new URL(page.url()).origin },
  });
  await personPage.goto("/linked-accounts");
  await expect(personPage.getByRole("button", { name: `Switch to ${GOA}` })).toBeVisible();
  await person.close();

  await linked.getByRole("button", { name: `Unlink ${GOA}` }).click();
  await expect(page.getByText(`${GOA} is no longer linked.`)).toBeVisible();
  await expect(linked.getByText("No other account is linked to this one.")).toBeVisible();
});
