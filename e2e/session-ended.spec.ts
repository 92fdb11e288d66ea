import { expect, test } from "./fixtures";

test("a token the service refuses (403): 'Invalid Access', the cookie cleared, and after 2 s the post-logout path", async ({
  page,
  context,
  baseURL,
}) => {
  const forged = [
    Buffer.from('{"alg":"HS256"}').toString("base64url"),
    Buffer.from('{"sub":"someone","exp":9999999999}').toString("base64url"),
    "not-a-signature",
  ].join(".");
  await context.addCookies([{ name: "uuid", value: forged, url: baseURL ?? "" }]);

  await page.goto("/my-bookings");
  await expect(page).toHaveURL(/\/app\/session-ended$/);
  await expect(page.getByText("Invalid Access")).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "uuid")).toBeUndefined();
  const shownAt = Date.now();
  // "/" then sends a visitor without a session to login.
  await expect(page).toHaveURL(/\/app\/login$/, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
});
