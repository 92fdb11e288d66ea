import { expect, test } from "@playwright/test";
import { bookAndPay } from "./booking-flow";
import { logInAsAgent } from "./flight-results-page";

test("more options on a ticketed booking: the e-ticket with and without price, and sent again by email (J§2)", async ({
  page,
}) => {
  await logInAsAgent(page);
  const bookingId = await bookAndPay(page);
  await page.getByText("More options").click();
  await page.getByRole("link", { name: "Print the e-ticket without price" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-ticket" })).toBeVisible();
  await expect(page.getByText(bookingId)).toBeVisible();
  await expect(page.getByText("Total paid")).toBeHidden();
  await expect(page.getByRole("cell", { name: /\d{10}/ }).first()).toBeVisible();
  await page.goto(`/flight/ticket?bookingId=${bookingId}`);
  await expect(page.getByText("Total paid")).toBeVisible();
  await page.getByRole("link", { name: "Back to the booking" }).click();

  await page.getByText("More options").click();
  await page.getByRole("button", { name: /^Email ticket to / }).click();
  await expect(page.getByText("Ticket sent by email to ravi.kumar@example.in.")).toBeVisible();
  await expect(async () => {
    const response = await page.request.get("/dev/outbox?recipient=ravi.kumar%40example.in");
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    expect(messages.some((message) => message.body.includes(bookingId))).toBe(true);
  }).toPass({ timeout: 10_000 });
});
