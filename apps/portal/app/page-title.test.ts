import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorPageHeading, isNotFound, pageTitle } from "./page-title";

/** What a loader's `throw data(body, status)` reaches an ErrorBoundary as. */
const thrown = (status: number, body: unknown = null): unknown =>
  new ErrorResponse(status, "", body);

describe("page titles (WCAG 2.4.2)", () => {
  it("names the page, then the portal", () => {
    expect(pageTitle("Login")).toBe("Login · Wayfare");
    expect(pageTitle("My bookings", "Upcoming")).toBe("My bookings · Upcoming · Wayfare");
  });

  it("leaves empty parts out", () => {
    expect(pageTitle("My bookings", undefined)).toBe("My bookings · Wayfare");
    expect(pageTitle("E-ticket", " ", null)).toBe("E-ticket · Wayfare");
    expect(pageTitle()).toBe("Wayfare");
  });
});

describe("the root error page's heading", () => {
  it("is 'Page not found' for a 404, whatever the loader said", () => {
    const missing = thrown(404, { message: "This booking link is not complete." });
    expect(isNotFound(missing)).toBe(true);
    expect(errorPageHeading(missing)).toBe("Page not found");
    expect(errorPageHeading(thrown(404))).toBe("Page not found");
  });

  it("is 'Something went wrong!' (code 100) for any other failure", () => {
    for (const error of [
      thrown(502),
      thrown(400),
      thrown(502, "upstream"),
      new Error("boom"),
      undefined,
    ]) {
      expect(isNotFound(error)).toBe(false);
      expect(errorPageHeading(error)).toBe("Something went wrong!");
    }
  });

  it("is what a refused request was told (a 4xx thrown with its message)", () => {
    expect(errorPageHeading(thrown(413, "File is too big! Please try a different file."))).toBe(
      "File is too big! Please try a different file.",
    );
    expect(errorPageHeading(thrown(415, "Bad Request"))).toBe("Bad Request");
  });
});
