import { outboxFor } from "./auth-pages";
import { expectNoAxeViolations } from "./axe";
import { bookAndPay } from "./booking-flow";
import { expect, test } from "./fixtures";
import { logInAsAgent } from "./flight-results-page";
import { logInAsNew, ownEmail } from "./own-data";
import { pageReady } from "./page-ready";

test("a date change is requested for a ticketed booking, gets a request id, and the travel desk closes it (J§2 'Cancel / amend booking', decision 0027)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Request a date, class or name change" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request a change" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Please select Ammendment type")).toBeVisible();

  const change = page.getByRole("radiogroup", { name: "Change" });
  await change.getByText("Name / Address Correction").click();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Name or Address can not be empty.")).toBeVisible();

  await page.getByRole("radiogroup", { name: "Change" }).getByText("Date Change").click();
  await page.getByLabel("Remarks (optional)").fill("Move to the evening flight, same day");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request sent" })).toBeVisible();
  const requestId = page.getByText(/^Request ID AR\d{10}$/);
  await expect(requestId).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
  const id = ((await requestId.textContent()) ?? "").replace("Request ID ", "");
  const sent = await outboxFor(page.request, ownEmail("ravi.kumar"));
  expect(sent.some((message) => message.subject?.includes(id))).toBe(true);
  expect(bookingId).toMatch(/^WF\d{13}$/);

  // The call centre works the travel desk's queue on its landing page.
  await page.context().clearCookies();
  await logInAsNew(page, "callcenter@wayfare.test");
  await page.waitForURL(/\/manage-carts$/);
  const card = page.getByRole("article", { name: `Date Change request ${id}` });
  await expect(card).toContainText(bookingId);
  await expect(card).toContainText("Move to the evening flight, same day");
  await expect(card).toContainText("Mr Ravi Kumar");
  await card.getByRole("button", { name: "Close request" }).click();
  await expect(
    card.getByText("Please choose whether the request was done or refused"),
  ).toBeVisible();
  await expect(card.getByText("Please write what was done, or why it was refused")).toBeVisible();
  await card
    .getByRole("radiogroup", { name: "Outcome" })
    .getByText("Done", { exact: true })
    .click();
  await card
    .getByLabel("Note to the traveller")
    .fill("Moved to the 19:40 flight; no fare difference.");
  if (javaScriptEnabled) await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Close request" }).click();
  await expect(page.getByRole("status").filter({ hasText: id })).toHaveText(
    `Request ${id} closed as done; the traveller has been emailed.`,
  );
  await expect(page.getByRole("article", { name: `Date Change request ${id}` })).toHaveCount(0);
  const closed = await outboxFor(page.request, ownEmail("ravi.kumar"));
  expect(
    closed.some((message) => message.subject?.endsWith(`${id} for booking ${bookingId}: done`)),
  ).toBe(true);
});
