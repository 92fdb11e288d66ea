import { describe, expect, it } from "vitest";
import { buttonVariants } from "./Button.variants";

describe("buttonVariants", () => {
  it("gives each combination its own classes, remembered, with the caller's classes after", () => {
    const primary = buttonVariants({ size: "sm", focus: "native" });
    expect(primary).toContain("bg-primary text-on-primary");
    expect(primary).toContain("min-h-8");
    expect(buttonVariants({ size: "sm", focus: "native" })).toBe(primary);
    expect(buttonVariants({ size: "sm", focus: "native", className: ["w-fit", undefined] })).toBe(
      `${primary} w-fit`,
    );
    const disabled = buttonVariants({ variant: "danger", state: "disabled" });
    expect(disabled).toContain("bg-disabled text-on-disabled");
    expect(disabled).not.toContain("bg-danger ");
    expect(buttonVariants({ variant: "danger" })).toContain("bg-danger text-on-danger");
  });
});
