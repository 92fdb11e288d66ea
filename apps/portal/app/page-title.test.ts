import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorPageHeading, isNotFound, pageTitle } from "./page-title";

/** What a loader's `throw data(body, status)` reaches an ErrorBoundary as. */
const thrown = (status: number, body: unknown = null): unknown =>
  new ErrorResponse(status, "", body);

describe("page titles (WCAG 2.4.2)", () => {
  const baseHost = [{ id: "root", loaderData: { brand: { name: "Wayfare" } } }];
  const partnerHost = [
    { id: "root", loaderData: { brand: { name: "Yatra Bazaar" } } },
    { id: "routes/app.login", loaderData: undefined },
  ];

  it("names the page, then the portal", () => {
    expect(pageTitle(baseHost, "Login")).toBe("Login · Wayfare");
    expect(pageTitle(baseHost, "My bookings", "Upcoming")).toBe("My bookings · Upcoming · Wayfare");
  });

  it("names the partner's brand on a white-label host", () => {
    expect(pageTitle(partnerHost, "Login")).toBe("Login · Yatra Bazaar");
    expect(pageTitle(partnerHost)).toBe("Yatra Bazaar");
  });

  it("names the base brand when the root loader did not run", () => {
    expect(pageTitle([undefined, { id: "root", loaderData: undefined }], "Login")).toBe(
      "Login · Wayfare",
    );
  });

  it("leaves empty parts out", () => {
    expect(pageTitle(baseHost, "My bookings", undefined)).toBe("My bookings · Wayfare");
    expect(pageTitle(baseHost, "E-ticket", " ", null)).toBe("E-ticket · Wayfare");
    expect(pageTitle(baseHost)).toBe("Wayfare");
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
