import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { cardPrices, delBomUrl, flightsWhollyInView, logInAsAgent } from "./flight-results-page";
import { holdScripts } from "./held-scripts";
import { readyState } from "./page-ready";

/**
 * Chooses an order by its chip ("Departure"): with JavaScript it applies at once; without,
 * the sort form's "Sort" button reloads the page with it.
 */
async function chooseSort(page: Page, chip: string, javaScriptEnabled: boolean) {
  await page.getByRole("radiogroup", { name: "Sort by" }).getByText(chip, { exact: true }).click();
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Sort", exact: true }).click();
}

/** Waits until every card shown (reloaded or re-rendered) is a non-stop flight. */
async function expectOnlyNonStopCards(page: Page) {
  const stops = page.locator("[data-slot=flight-result-card] [data-slot=stops]");
  await expect
    .poll(async () => {
      const texts = await stops.allTextContents();
      return texts.length > 0 && texts.every((text) => text === "Non-stop");
    })
    .toBe(true);
}

test.describe("flight results /flight/list (J§2, J§4, J§5)", () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAgent(page);
  });

  test("shows result cards with prices, sorted by price", async ({ page, javaScriptEnabled }) => {
    await page.goto(delBomUrl());
    await expect(
      page.getByRole("heading", { level: 1, name: "Flights from DEL to BOM" }),
    ).toBeVisible();
    const list = page.getByRole("list", { name: "Onward flights, DEL to BOM" });
    await expect(list.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /of \d+ flights/ })).toBeVisible();

    // Another order first, then back to price: the URL keeps the sort, prices never decrease.
    await chooseSort(page, "Departure", javaScriptEnabled);
    await expect(page).toHaveURL(/sort=departure/);
    await expect(page.getByRole("radio", { name: "Departure (earliest first)" })).toBeChecked();
    await chooseSort(page, "Price", javaScriptEnabled);
    await expect(page).toHaveURL(/sort=price/);
    await expect(page.getByRole("radio", { name: "Price (lowest first)" })).toBeChecked();
    // The list re-sorts in place (JS) or reloads (no JS): wait until it reads in price order.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        const sorted = prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
        return prices.length > 1 && prices.length <= 20 && sorted;
      })
      .toBe(true);
  });

  // The phone's fold is checked with JavaScript (flight-results.a11y.spec.ts): without it a
  // phone shows the filter disclosure and the sort form's button above the list.
  test("at 1280x900 at least 5 flights are wholly in view on arrival", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(delBomUrl());
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await flightsWhollyInView(page)).toBeGreaterThanOrEqual(5);
  });

  test("a search that reached its results is listed under recent searches on /flight", async ({
    page,
  }) => {
    await page.goto(delBomUrl());
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.goto("/flight");
    await expect(
      page
        .getByRole("region", { name: "Recent searches" })
        .getByRole("link", { name: /Delhi \(DEL\) to Mumbai \(BOM\)/ }),
    ).toBeVisible();
  });

  test("the non-stop filter keeps only direct flights; an airline filter narrows further", async ({
    page,
  }) => {
    await page.goto(delBomUrl());
    await expect(page.getByRole("article").first()).toBeVisible();
    await page.getByText("Non-stop", { exact: true }).first().click();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/stops=0/);
    await expect(page.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();
    await expectOnlyNonStopCards(page);

    // An airline on top: fewer flights, all of them IndiGo, and the count says so.
    await page.getByText("IndiGo (6E)").click();
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/airline=6E/);
    const counts = page.locator("[data-slot=results-section] p").first();
    const cards = page.locator("[data-slot=flight-result-card] h3");
    // Without JavaScript the page reloads; with it the filter applies in place. Either way,
    // wait until the counts and the cards agree, fewer flights match than were found, and all
    // of them are IndiGo's.
    const settled = async () => {
      const [, shown, matching, found] =
        /Showing (\d+) of (\d+) matching flights \((\d+) found\)/.exec(
          (await counts.textContent()) ?? "",
        ) ?? [];
      const headings = await cards.allTextContents();
      return (
        Number(shown) > 0 &&
        Number(matching) < Number(found) &&
        headings.length === Number(shown) &&
        headings.every((heading) => heading.startsWith("IndiGo 6E "))
      );
    };
    await expect.poll(settled).toBe(true);
  });

  test("a chip and a box chosen before the page hydrates apply once it has", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the page never hydrates");
    const releaseScripts = await holdScripts(page);
    await page.goto(delBomUrl(), { waitUntil: "commit" });
    // Painted, laid out for scripts (the "Sort" and "Apply" buttons hidden), not hydrated.
    await page.getByRole("radiogroup", { name: "Sort by" }).getByText("Departure").click();
    await page.getByText("Non-stop", { exact: true }).first().click();
    await expect(page.getByRole("radio", { name: "Departure (earliest first)" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();
    releaseScripts();
    await expect(page).toHaveURL(/sort=departure/);
    await expect(page).toHaveURL(/stops=0/);
    await expectOnlyNonStopCards(page);
    await expect(page.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();
  });

  test("on a phone, 'Sort and filter' tapped before the page hydrates opens its drawer once it has", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the filters fold under 'Show filters'");
    await page.setViewportSize({ width: 375, height: 812 });
    const releaseScripts = await holdScripts(page);
    await page.goto(delBomUrl(), { waitUntil: "commit" });
    await page.getByRole("button", { name: "Sort and filter" }).click();
    const drawer = page.getByRole("dialog", { name: "Sort and filter flights" });
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(drawer).toHaveCount(0);
    releaseScripts();
    await expect(drawer.getByRole("radiogroup", { name: "Sort by" })).toBeVisible();
  });

  test("with JavaScript, sort and filters apply in the browser: no request leaves the page (J§2)", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the form reloads the page by design");
    // Once the page is in, it fetches the search's full lists once: from then on nothing is.
    const lists = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith("/flight/list/lists"),
    );
    await page.goto(delBomUrl(), { waitUntil: readyState() });
    await expect(page.getByRole("article").first()).toBeVisible();
    expect((await lists).ok()).toBe(true);
    const sent: string[] = [];
    page.on("request", (request) => sent.push(request.url()));

    // Each change applies at once, without "Apply".
    await page.getByText("Non-stop", { exact: true }).first().click();
    await expect(page).toHaveURL(/stops=0/);
    await expectOnlyNonStopCards(page);
    await chooseSort(page, "Departure", javaScriptEnabled);
    await expect(page).toHaveURL(/sort=departure/);
    await expect(page.getByRole("radio", { name: "Departure (earliest first)" })).toBeChecked();
    expect(sent.filter((url) => new URL(url).pathname.startsWith("/flight/list"))).toEqual([]);

    // The URL still holds the view: a reload shows the same, from the server.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();
  });

  test("a browser that has run the portal's scripts gets the first cards without their fares, the rest once hydrated and fares once opened; with scripts off since, a link loads them", async ({
    page,
    javaScriptEnabled,
    baseURL,
  }) => {
    // The hint the portal's scripts set (decision 0048); without JavaScript, scripts that
    // have been turned off since.
    await page.context().addCookies([{ name: "scriptsRun", value: "1", url: baseURL }]);
    const document = await (await page.request.get(delBomUrl())).text();
    expect(document).toContain("Fares and details");
    expect(document).not.toContain('aria-label="Fares"');

    await page.goto(delBomUrl(), { waitUntil: readyState() });
    if (!javaScriptEnabled) {
      await page.getByRole("link", { name: "Load all flights with their fares" }).click();
      await expect(page).toHaveURL(/[?&]all=1(&|$)/);
    } else {
      // The document holds the list's first flights (decision 0068); the hydrated page
      // renders every flight it says it shows.
      const counts = await page
        .getByText(/^Showing \d+ of/)
        .first()
        .textContent();
      const shown = Number(/^Showing (\d+)/.exec(counts ?? "")?.[1]);
      await expect(page.locator("[data-slot=flight-result-card]")).toHaveCount(shown);
      const inDocument = document.match(/data-slot="flight-result-card"/g)?.length ?? 0;
      expect(inDocument).toBeGreaterThan(0);
      expect(inDocument).toBeLessThan(shown);
    }
    const card = page.getByRole("article").first();
    await card.getByText("Fares and details").click();
    await expect(
      card.getByRole("list", { name: "Fares" }).getByRole("button").first(),
    ).toBeVisible();
  });

  test("an agent ticks two flights and shares them with a client by email (J§2)", async ({
    page,
  }, testInfo) => {
    await page.goto(delBomUrl(), { waitUntil: readyState() });
    const share = page.getByRole("region", { name: "Share flights by email" });
    await share.getByRole("button", { name: "Share by email" }).click();
    await expect(share.getByText("Please enter Email")).toBeVisible();
    await expect(share.getByText("Choose at least one flight to share.")).toBeVisible();

    const ticks = page.getByRole("checkbox", { name: /^Share / });
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    const client = `client.${testInfo.project.name}.${Date.now()}@example.in`;
    await share.getByLabel("Client's email").fill(client);
    await share.getByRole("button", { name: "Share by email" }).click();
    await expect(share.getByText(`2 flights shared with ${client}.`)).toBeVisible();
    const response = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(client)}`);
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    expect(messages[0]?.body).toMatch(/^2\. .+₹/m);
  });

  test("flights of one airline at one price fold under the first (J§5 same-price groups)", async ({
    page,
  }) => {
    await page.goto(delBomUrl(), { waitUntil: readyState() });
    const group = page.locator("[data-slot=same-price-group]").first();
    const summary = group.locator(":scope > summary");
    const [, count, airline, price] =
      /(\d+) more (.+?) flights? at (₹[\d,.]+)/.exec((await summary.textContent()) ?? "") ?? [];
    const folded = group.locator("[data-slot=flight-result-card]");
    await expect(folded.first()).toBeHidden();
    await summary.click();
    await expect(folded).toHaveCount(Number(count));
    for (const card of await folded.all()) {
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading")).toContainText(airline ?? "?");
      await expect(card.locator("[data-slot=cheapest-price]")).toContainText(price ?? "?");
    }
  });

  test("a card's fares follow the spec's display order, a TJ Flex fare beyond third place lifted to third (J§4)", async ({
    page,
  }) => {
    await page.goto(delBomUrl(), { waitUntil: readyState() });
    const cards = page.locator("[data-slot=flight-result-card]:visible");
    await expect(cards.first()).toBeVisible();
    const lists: string[][] = [];
    for (const card of (await cards.all()).slice(0, 6)) {
      await card.getByText("Fares and details").click();
      const buttons = card.getByRole("list", { name: "Fares" }).getByRole("button");
      await expect(buttons.first()).toBeVisible();
      const labels = await buttons.evaluateAll((all) => all.map((b) => b.ariaLabel ?? ""));
      lists.push(labels.map((label) => /^Select (.+), ₹/.exec(label)?.[1] ?? ""));
    }
    // J§9's display order (an agent also sees SME), whichever is dearer.
    const displayOrder = ["SME", "Flexi Plus", "Sale", "Published"];
    for (const names of lists) {
      const others = names.filter((name) => name !== "TJ Flex");
      const ranked = others.filter((name) => displayOrder.includes(name));
      expect(ranked).toEqual(displayOrder.filter((name) => ranked.includes(name)));
      if (names.includes("TJ Flex")) {
        expect(names.indexOf("TJ Flex")).toBe(Math.min(2, names.length - 1));
      }
    }
    expect(lists.some((names) => names.length > 3 && names[2] === "TJ Flex")).toBe(true);
  });

  test("a bad URL is the search form again, with what it asked and the field's message (400)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const response = await page.goto(delBomUrl().replace("from=DEL", "from=XX"));
    expect(response?.status()).toBe(400);
    await expect(
      page.getByRole("heading", { name: "We couldn't search for flights" }),
    ).toBeVisible();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Please choose an airport from the list" }),
    ).toBeVisible();
    const from = page.getByRole("combobox", { name: "From" });
    await expect(from).toHaveAttribute("aria-invalid", "true");
    // Without JavaScript the field is a text input and keeps what was asked; the airport
    // picker shows only airports from its list.
    if (!javaScriptEnabled) await expect(from).toHaveValue("XX");
    if (!javaScriptEnabled)
      await expect(page.getByRole("combobox", { name: "To" })).toHaveValue("BOM");
  });

  test("more infants than adults is refused with 1001's message", async ({ page }) => {
    const response = await page.goto(delBomUrl({ paxInfo: { ADULT: 1, CHILD: 0, INFANT: 2 } }));
    expect(response?.status()).toBe(400);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Infant can't be greater than adults" }),
    ).toBeVisible();
  });
});
