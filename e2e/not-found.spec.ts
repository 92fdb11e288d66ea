import { expect, test } from "./fixtures";

test("an unknown address answers 404 with the spec's sentence and links home and to search", async ({
  page,
}) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByText("Sorry, we could not find the resource you are looking for,"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("link", { name: "Search flights" })).toHaveAttribute(
    "href",
    "/flight",
  );
  await expect(page.getByRole("link", { name: "Wayfare" })).toHaveAttribute("href", "/flight");
});
