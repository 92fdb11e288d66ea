import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { isResultsViewChange } from "./view-change";

const args = (from: string, to: string, formMethod?: string) =>
  ({
    currentUrl: new URL(from, "http://portal.test"),
    nextUrl: new URL(to, "http://portal.test"),
    formMethod,
  }) as ShouldRevalidateFunctionArgs;

describe("a results view change leaves the layouts' data alone", () => {
  it("is a GET from the results page to the results page", () => {
    expect(
      isResultsViewChange(args("/flight/list/?from=DEL", "/flight/list/?from=DEL&stops=0")),
    ).toBe(true);
    expect(isResultsViewChange(args("/flight/list?a=1", "/flight/list/?a=2", "GET"))).toBe(true);
  });

  it("is not a post (choosing a fare), nor a move to another page", () => {
    expect(isResultsViewChange(args("/flight/list/?a=1", "/flight/list/?a=1", "POST"))).toBe(false);
    expect(isResultsViewChange(args("/flight/list/?a=1", "/flight/passengers?bookingId=1"))).toBe(
      false,
    );
    expect(isResultsViewChange(args("/flight", "/flight/list/?a=1"))).toBe(false);
  });
});
