import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { delBomUrl, listTotal } from "./flight-results-page";
import { chooseAirport, enterDate } from "./flight-search-page";
import { ownTravelDate } from "./own-data";

// This server waits for each batch as the service asks (SEARCH_RETRY_PACE=1): 6E and AI at
// once, QP, SG and IX 2 s later, the international carriers 9 s after that — past the
// 10 s cut-off (decision 0028).
const LATE =
  /^(\d+) more flights? from slower airline systems arrived after the first 10 seconds\.$/;
const dubai = (travelDate: string) =>
  delBomUrl({ routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "DXB", travelDate }] });

test.describe("results stream in as the airlines answer (J§4)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the stream needs JavaScript");

  test("a search from the form shows the first flights with when more are due, then all", async ({
    page,
  }) => {
    const travelDate = ownTravelDate();
    await page.goto("/flight");
    await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
    await chooseAirport(page, "From", "DEL", true);
    await chooseAirport(page, "To", "BOM", true);
    await enterDate(page, "Departure date", travelDate);
    // The first batch shows for about 2 s: every text the status regions take is recorded,
    // so that a slow navigation cannot make the test miss it.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { statusTexts: seen });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          seen.push(status.textContent ?? "");
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("button", { name: "Search flights" }).click();

    const progress = page.getByRole("status").filter({ hasText: /so far|All flights loaded/ });
    // While the slower airlines answer, loading all is the page's own URL with all=1.
    await expect(page.getByRole("link", { name: "Load all flights" })).toHaveAttribute(
      "href",
      /^\/flight\/list\/?\?(?!.*(\.data|_routes=)).*all=1/,
      { timeout: 20_000 },
    );
    const loaded = /^All flights loaded: (\d+)\.$/;
    await expect(progress).toHaveText(loaded, { timeout: 20_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { statusTexts: string[] }).statusTexts,
    );
    const partial = /^(\d+) flights so far\. More in 2 seconds\.$/;
    const first = Number(seen.map((text) => partial.exec(text)?.[1]).find(Boolean) ?? 0);
    expect(first).toBeGreaterThan(0);
    const all = Number(loaded.exec((await progress.textContent()) ?? "")?.[1]);
    expect(all).toBeGreaterThan(first);
    expect(await listTotal(page)).toBe(all);
    await expectNoAxeViolations(page);
  });

  test("an opened results link waits for the cut-off, then the late airlines stream in behind 'Load all flights'", async ({
    page,
  }) => {
    // Not waiting for the page's load: its stream ends only when the last airline answers.
    await page.goto(dubai(ownTravelDate()), {
      waitUntil: "commit",
    });
    const progress = page.getByRole("status").filter({ hasText: /so far|All flights loaded/ });
    // Before scripts run it says only what the page has; once they run, that more are coming
    // (on a busy machine scripts may start seconds after the first bytes).
    await expect(progress).toHaveText(/^\d+ flights so far\.( More are on the way\.)?$/);
    const withinCutOff = await listTotal(page);
    await expect(progress).toHaveText(/^All flights loaded: \d+\.$/, { timeout: 20_000 });
    const notice = page.getByText(LATE);
    await expect(notice).toBeVisible();
    const late = Number(LATE.exec((await notice.textContent()) ?? "")?.[1]);
    expect(late).toBeGreaterThan(0);

    // Every batch is in this tab now: loading all needs no round trip.
    const sent: string[] = [];
    page.on("request", (request) => sent.push(new URL(request.url()).pathname));
    await page.getByRole("link", { name: "Load all flights" }).click();
    await expect.poll(() => listTotal(page)).toBe(withinCutOff + late);
    expect(sent.filter((path) => path.startsWith("/flight/list"))).toEqual([]);
  });
});

test("once this browser has run the portal's scripts, an opened results link paints the first airlines without waiting for the slower ones", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the hint is set by the page's scripts");
  await page.goto("/flight");
  await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
  // The page's scripts set the hint; the browser stores it apart from the page.
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain("scriptsRun");
  const onDay = (travelDate: string) =>
    delBomUrl({ routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }] });
  // The document as this browser gets it: the cards it renders are the first batch's alone.
  const document = await (await page.request.get(onDay(ownTravelDate()))).text();
  const carriers = [...document.matchAll(/data-slot="carrier-logo" data-code="([^"]+)"/g)].map(
    ([, code]) => code,
  );
  expect(carriers.length).toBeGreaterThan(0);
  expect(carriers.filter((code) => ["QP", "SG", "IX"].includes(code ?? ""))).toEqual([]);

  // In the page, the slower airlines stream in behind them.
  await page.goto(onDay(ownTravelDate()), { waitUntil: "commit" });
  const progress = page.getByRole("status").filter({ hasText: /so far|All flights loaded/ });
  await expect(progress).toHaveText(/^All flights loaded: \d+\.$/, { timeout: 20_000 });
  await expect(page.getByText(/^(Akasa Air|SpiceJet|Air India Express)/).first()).toBeVisible();
});

test("without JavaScript the page shows the cut-off's flights and offers to wait for all", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(javaScriptEnabled, "with JavaScript the late flights stream in");
  await page.goto(dubai(ownTravelDate()));
  const withinCutOff = await listTotal(page);
  await expect(
    page.getByText("Airlines that answer after the first 10 seconds are not listed yet."),
  ).toBeVisible();
  // Only what the page has: without scripts it takes no more of the stream.
  await expect(page.getByRole("status").filter({ hasText: /so far/ })).toHaveText(
    `${withinCutOff} flights so far.`,
  );
  await expectNoAxeViolations(page, false);

  await page.getByRole("link", { name: "Load all flights" }).click();
  await expect(page).toHaveURL(/[?&]all=1(&|$)/, { timeout: 20_000 });
  expect(await listTotal(page)).toBeGreaterThan(withinCutOff);
  await expect(page.getByText("Airlines that answer after the first 10 seconds")).toHaveCount(0);
});
