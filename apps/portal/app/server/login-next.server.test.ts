import { describe, expect, it } from "vitest";
import { loginHrefBackTo } from "../login-next";
import { loginNextOf } from "./login-next.server";

const loginWith = (next: string) =>
  new Request(`http://portal.test/app/login?${new URLSearchParams({ next })}`);

describe("login's next: back to the page the visitor left", () => {
  it("keeps a page of ours, query and all", () => {
    const href = loginHrefBackTo("/flight/passengers?bookingId=WF1234567890123&quoted=1");
    expect(loginNextOf(new Request(`http://portal.test${href}`))).toBe(
      "/flight/passengers?bookingId=WF1234567890123&quoted=1",
    );
  });

  it("drops other sites, protocol-relative and backslash tricks, and the auth pages", () => {
    for (const next of ["https://evil.test/", "//evil.test", "/\\evil.test", "/app/logout", ""]) {
      expect(loginNextOf(loginWith(next))).toBeUndefined();
    }
    expect(loginNextOf(new Request("http://portal.test/app/login"))).toBeUndefined();
  });
});
