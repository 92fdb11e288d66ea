import { describe, expect, it } from "vitest";
import { markupCookie, markupFromCookie, markupUpdate } from "./markup.server";

describe("the agent's markup cookie", () => {
  it("keeps a markup as a percentage and reads it back in basis points", () => {
    const cookie = markupCookie(1250);
    expect(cookie).toBe("markup=12.50; Path=/flight; HttpOnly; SameSite=Lax; Max-Age=2592000");
    expect(markupFromCookie(`theme=dark; ${cookie.split(";")[0]}`)).toBe(1250);
  });

  it("clears on 0, and reads no markup from an absent or tampered cookie", () => {
    expect(markupCookie(0)).toBe("markup=; Path=/flight; HttpOnly; SameSite=Lax; Max-Age=0");
    expect(markupFromCookie(null)).toBe(0);
    expect(markupFromCookie("markup=-5")).toBe(0);
    expect(markupFromCookie("markup=12.345")).toBe(0);
  });
});

describe("the markup form's post", () => {
  const posted = (entries: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(entries)) form.set(key, value);
    return form;
  };

  it("applies a percentage as typed, resets, and answers the domain's message for a bad one", () => {
    expect(markupUpdate(posted({ markup: "12.5%", markupAction: "apply" }), true)).toEqual({
      ok: true,
      cookie: markupCookie(1250),
    });
    expect(markupUpdate(posted({ markup: "9", markupAction: "reset" }), true)).toEqual({
      ok: true,
      cookie: markupCookie(0),
    });
    expect(markupUpdate(posted({ markup: "-2", markupAction: "apply" }), true)).toEqual({
      ok: false,
      errors: ["Please enter a valid number"],
    });
  });

  it("refuses anyone the permissions do not allow to edit markup", () => {
    expect(markupUpdate(posted({ markup: "5", markupAction: "apply" }), false)).toEqual({
      ok: false,
      errors: ["Markup editing is not available for your account."],
    });
  });
});
