import { describe, expect, it } from "vitest";
import { combinedViewChosen, combinedViewCookie } from "./combined-view-cookie";

describe("the combined-view toggle's cookie (J§2: persisted between visits)", () => {
  it("reads on, off, and on before any choice", () => {
    expect(combinedViewChosen("combinedView=0; other=1")).toBe(false);
    expect(combinedViewChosen("combinedView=1")).toBe(true);
    expect(combinedViewChosen(undefined)).toBe(true);
  });

  it("keeps the choice a year, for the whole site", () => {
    expect(combinedViewCookie(false)).toBe(
      "combinedView=0; Path=/; Max-Age=31536000; SameSite=Lax",
    );
  });
});
