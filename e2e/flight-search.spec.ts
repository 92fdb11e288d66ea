import { parseRecentSearches, recentSearchesCookie } from "../apps/portal/app/recent-searches";
import { decodeSearchUrl, encodeSearchUrl, searchUrlParams } from "../packages/domain/src/search";
import { expect, test } from "./fixtures";
import {
  chooseAirport,
  delBomForTwo,
  enterDate,
  openSearchAsAgent,
  setAdults,
} from "./flight-search-page";
import { holdScripts } from "./held-scripts";
import { daysAhead, logInAsNew } from "./own-data";

test.describe("flight search (J§2 /flight/, J§4)", () => {
  test("the search page lists the current offers with their codes, and the notices (F§7)", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSearchAsAgent(page, javaScriptEnabled);
    const offers = page.getByRole("region", { name: "Offers" });
    await expect(offers.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(offers.getByRole("listitem").filter({ hasText: /Code \w+/ })).not.toHaveCount(0);
    await expect(offers).toContainText(/Valid till \d{1,2} \w{3} \d{4}/);
    const notices = page.getByRole("region", { name: "Notices" });
    await expect(notices.getByRole("listitem").first()).toBeVisible();
  });

  test("an agent searches DEL→BOM for 2 adults and lands on /flight/list with the codec's query", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const date = daysAhead(30);
    const expected = delBomForTwo(date);
    await openSearchAsAgent(page, javaScriptEnabled);
    await chooseAirport(page, "From", "DEL", javaScriptEnabled);
    await chooseAirport(page, "To", "BOM", javaScriptEnabled);
    await enterDate(page, "Departure date", date);
    await setAdults(page, 2, javaScriptEnabled);
    await page.getByRole("button", { name: "Search flights" }).click();

    await page.waitForURL(/\/flight\/list\/?\?/);
    const url = new URL(page.url());
    if (javaScriptEnabled) {
      // With JavaScript the page navigates to the codec's canonical URL.
      expect(`${url.pathname}${url.search}`).toBe(encodeSearchUrl(expected));
    } else {
      // The plain GET form posts every field; each codec parameter is there as encoded.
      for (const [name, value] of searchUrlParams(expected)) {
        expect(url.searchParams.get(name), name).toBe(value);
      }
    }
    expect(decodeSearchUrl(url.search)).toEqual(expected);
    if (javaScriptEnabled) {
      // The browser recorded the search in the recentSearches cookie (J§9).
      const stored = (await context.cookies()).find((c) => c.name === "recentSearches");
      expect(parseRecentSearches(`recentSearches=${stored?.value}`)[0]?.url).toBe(
        encodeSearchUrl(expected),
      );
    }
  });

  test("what is entered before the page hydrates stays once it has, and is what is searched", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript the page never hydrates");
    const date = daysAhead(31);
    await logInAsNew(page, "agent@wayfare.test");
    await page.waitForURL(/\/flight$/);
    const releaseScripts = await holdScripts(page);
    await page.goto("/flight", { waitUntil: "commit" });
    // The plain fields a slow connection paints first.
    await page.getByRole("combobox", { name: "From", exact: true }).fill("DEL");
    await page.getByRole("combobox", { name: "To", exact: true }).fill("BOM");
    await enterDate(page, "Departure date", date);
    await page.getByLabel("Adults", { exact: true }).fill("2");
    releaseScripts();
    await expect(page.getByRole("button", { name: "Swap origin and destination" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "From", exact: true })).toHaveValue("DEL");
    await expect(page.getByRole("combobox", { name: "To", exact: true })).toHaveValue("BOM");
    await expect(page.getByLabel("Departure date", { exact: true })).toHaveValue(date);
    // The count is the stepper's box now, and the reader is still in it.
    await expect(page.getByLabel("Adults", { exact: true })).toHaveValue("2");
    await expect(page.getByLabel("Adults", { exact: true })).toBeFocused();
    await page.getByRole("button", { name: "Search flights" }).click();
    await page.waitForURL(/\/flight\/list\/?\?/);
    expect(decodeSearchUrl(new URL(page.url()).search)).toEqual(delBomForTwo(date));
  });

  test("recent searches from the cookie are listed as links to their results", async ({
    page,
    context,
    baseURL,
  }) => {
    const search = delBomForTwo(daysAhead(40));
    const url = encodeSearchUrl(search);
    const cookie = recentSearchesCookie([{ url, searchedAt: new Date().toISOString() }]);
    const [name, value] = (cookie.split(";")[0] ?? "").split("=");
    await context.addCookies([{ name: name ?? "", value: value ?? "", url: baseURL ?? "" }]);
    await openSearchAsAgent(page, false);
    const link = page
      .getByRole("region", { name: "Recent searches" })
      .getByRole("link", { name: /Delhi \(DEL\) to Mumbai \(BOM\), .*, One Way, 2 travellers/ });
    await expect(link).toHaveAttribute("href", url);
  });

  test("an invalid search: the field messages, with JavaScript before any request, without it from /flight/list", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSearchAsAgent(page, javaScriptEnabled);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/flight/list")) requests.push(request.url());
    });
    await page.getByRole("button", { name: "Search flights" }).click();
    // With JavaScript the form checks itself and sends nothing; without (noValidate),
    // /flight/list reads the query with the form's own schema and answers the form again.
    if (javaScriptEnabled) await expect(summary).toBeFocused();
    else await page.waitForURL(/\/flight\/list\/?\?/);
    for (const message of [
      "Please enter where you are flying from",
      "Please enter where you are flying to",
      "Please enter a departure date",
    ]) {
      await expect(summary.getByRole("link", { name: message })).toBeVisible();
    }
    await expect(page.getByRole("combobox", { name: "From" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    await chooseAirport(page, "From", "DEL", javaScriptEnabled);
    await chooseAirport(page, "To", "DEL", javaScriptEnabled);
    await enterDate(page, "Departure date", daysAhead(30));
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(
      summary.getByRole("link", { name: "Origin and destination can't be same" }),
    ).toBeVisible();

    if (!javaScriptEnabled) {
      await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("DEL");
      return;
    }
    await expect(page).toHaveURL(/\/flight$/);
    expect(requests).toEqual([]);
  });

  test("a results link for a date already past comes back to the form: 'Travel dates must be ascending' at the departure date", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSearchAsAgent(page, javaScriptEnabled);
    const yesterday = daysAhead(-1);
    await page.goto(`/flight/list?tripType=0&from=DEL&to=BOM&dep=${yesterday}&ADT=1`);
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(
      summary.getByRole("link", { name: "Travel dates must be ascending" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Search flights" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "From" })).toHaveValue(
      javaScriptEnabled ? /DEL/ : "DEL",
    );
  });

  test("a multicity results link is read by the search's one schema: an incomplete flight's field says so, a complete one is searched, an unknown trip type is told in words", async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSearchAsAgent(page, javaScriptEnabled);
    const [first, second] = [daysAhead(20), daysAhead(23)];
    const link = `/flight/list?tripType=2&from=DEL&to=BOM&dep=${first}&origin_1=BOM&destination_1=DEL&ADT=1&pClass=ECONOMY`;
    await page.goto(link);
    const problem = page.getByRole("heading", { level: 1, name: "We couldn't search for flights" });
    await expect(problem).toBeVisible();
    // The message is at flight 2's date, in the form shown again with the link's flights.
    await expect(
      page.getByRole("group", { name: "Flight 2" }).getByLabel("Departure date", { exact: true }),
    ).toHaveAccessibleDescription(/Please enter a departure date/);

    await page.goto(`${link}&depDate_1=${second}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Multi-city flights from DEL" }),
    ).toBeVisible();
    await expect(problem).toBeHidden();

    // A trip type no form offers is told in words, not as a parser's error.
    await page.goto(`/flight/list?tripType=9&from=DEL&to=BOM&dep=${first}&ADT=1`);
    await expect(problem).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "Please choose one way, round trip or multi city",
    );
  });
});
