import { PEOPLE_MESSAGES } from "@wayfare/domain";
import { PEOPLE_FORM_LABELS } from "@wayfare/forms";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { logInAsNew } from "./own-data";
import { pageReady } from "./page-ready";

test("an admin deactivates a user whose open session is refused on its next click (issue 22, decision 0070)", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  const agent = await logInAsNew(agentPage, "agent@wayfare.test");
  await expect(agentPage).toHaveURL(/\/flight$/);

  await logInAsNew(page, "admin@wayfare.test");
  await expect(page).toHaveURL(/\/manage-user$/);
  await expect(page.getByRole("table", { name: "People" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  const search = page.getByRole("searchbox", { name: PEOPLE_FORM_LABELS.search });
  await search.fill(agent.email);
  await search.press("Enter");
  const rows = page.getByRole("table", { name: "People" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("Page 1 of 1, 1 person")).toBeVisible();
  await rows.nth(1).getByRole("link", { name: "Asha Rao (Skyline Travels)" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Asha Rao (Skyline Travels)" }),
  ).toBeVisible();
  await expect(page.getByText(agent.email)).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("button", { name: PEOPLE_FORM_LABELS.deactivate }).click();
  const question = javaScriptEnabled ? page.getByRole("alertdialog") : page.getByRole("alert");
  await expect(question).toContainText(PEOPLE_FORM_LABELS.deactivateDescription);
  await expectNoAxeViolations(page, javaScriptEnabled);
  await question.getByRole("button", { name: PEOPLE_FORM_LABELS.deactivateConfirm }).click();
  await expect(
    page.getByText(PEOPLE_MESSAGES.deactivated("Asha Rao (Skyline Travels)")),
  ).toBeVisible();
  await expect(page.getByText("Deactivated", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  // The agent's open page: its next click is refused and the session ends.
  await agentPage.getByRole("banner").getByRole("link", { name: "My bookings" }).click();
  await expect(agentPage).toHaveURL(/\/app\/(login|session-ended)/);
  await agentContext.close();

  // The audit log says who deactivated whom, with before and after.
  const userId = page.url().split("/").pop()?.split("?")[0] ?? "";
  await page.goto(`/audit-log?subject=${userId}`);
  const entry = page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1);
  await expect(entry).toContainText("Deactivated an account");
  await expect(entry).toContainText("status: ACTIVE");
  await expect(entry).toContainText("status: INACTIVE");
});

test("an agent invites a staff member from their profile, with the role they may give", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "agent@wayfare.test");
  await page.goto("/my-profile");
  await page.getByRole("link", { name: "Your staff and the accounts you manage" }).click();
  await expect(page).toHaveURL(/\/manage-user$/);
  await page.getByRole("link", { name: PEOPLE_FORM_LABELS.add }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: PEOPLE_FORM_LABELS.newHeading }),
  ).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);

  await page.getByRole("button", { name: PEOPLE_FORM_LABELS.create }).click();
  await expect(page.getByRole("combobox", { name: PEOPLE_FORM_LABELS.role })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByText(PEOPLE_MESSAGES.chooseRole).first()).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  const email = `staff-${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}@people.test`;
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.name }).fill("Kiran Staff");
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.email }).fill(email);
  await page
    .getByRole("textbox", { name: PEOPLE_FORM_LABELS.mobile })
    .fill(`8${String(Date.now()).slice(-9)}`);
  const roles = page.getByRole("combobox", { name: PEOPLE_FORM_LABELS.role });
  await expect(roles.getByRole("option")).toHaveText([
    PEOPLE_FORM_LABELS.rolePlaceholder,
    "AGENT_STAFF",
  ]);
  await roles.selectOption("AGENT_STAFF");
  await page.getByRole("button", { name: PEOPLE_FORM_LABELS.create }).click();
  await expect(page.getByText(PEOPLE_MESSAGES.created("Kiran Staff"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Kiran Staff" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);

  const outbox = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(email)}`);
  expect(await outbox.text()).toContain("You have been invited to Wayfare");
});

test("a supplier admin adds a supplier to its own organisation and finds it in its people list", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsNew(page, "supplieradmin@wayfare.test");
  await expect(page).toHaveURL(/\/manage-user$/);
  await expect(
    page.getByRole("heading", { level: 1, name: PEOPLE_FORM_LABELS.heading }),
  ).toBeVisible();
  await page.getByRole("link", { name: PEOPLE_FORM_LABELS.add }).click();
  const roles = page.getByRole("combobox", { name: PEOPLE_FORM_LABELS.role });
  await expect(roles.getByRole("option")).toHaveText([
    PEOPLE_FORM_LABELS.rolePlaceholder,
    "SUPPLIER",
  ]);

  const email = `supplier-${Date.now()}-${javaScriptEnabled ? "js" : "nojs"}@people.test`;
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.name }).fill("Coastal Inventory Desk");
  await page.getByRole("textbox", { name: PEOPLE_FORM_LABELS.email }).fill(email);
  await page
    .getByRole("textbox", { name: PEOPLE_FORM_LABELS.mobile })
    .fill(`7${String(Date.now()).slice(-9)}`);
  await roles.selectOption("SUPPLIER");
  await page.getByRole("button", { name: PEOPLE_FORM_LABELS.create }).click();
  await expect(page.getByText(PEOPLE_MESSAGES.created("Coastal Inventory Desk"))).toBeVisible();

  await page.goto("/manage-user");
  const people = page.getByRole("table", { name: "People" });
  await expect(people.getByRole("link", { name: "Coastal Inventory Desk" })).toBeVisible();
  await pageReady(page);
  await expectNoAxeViolations(page, javaScriptEnabled);
});
