import { describe, expect, it } from "vitest";
import { isPanRequired, isValidPan, panError, panNumberSchema } from "./pan";

describe("PAN (J§5)", () => {
  it("5 letters, 4 digits, 1 letter, else 'Invalid PAN Number'", () => {
    expect(isValidPan("abcde1234f")).toBe(true);
    expect(panError("ABCDE12345", true)).toBe("Invalid PAN Number");
    expect(panError("ABCD 1234F", true)).toBe("Invalid PAN Number");
    expect(panError("ABCDE-234F", false)).toBe("Invalid PAN Number");
    expect(panError("ABCDE1234F", true)).toBeUndefined();
  });

  it("'Please enter PAN number' when required and empty", () => {
    expect(panError(undefined, true)).toBe("Please enter PAN number");
    expect(panError(" ", false)).toBeUndefined();
    expect(panNumberSchema.safeParse("").error?.issues[0]?.message).toBe("Please enter PAN number");
    expect(panNumberSchema.parse("abcde1234f")).toBe("ABCDE1234F");
  });

  it("required when PAN is mandatory and the passport nationality is IN (or not asked)", () => {
    expect(isPanRequired(true, "IN")).toBe(true);
    expect(isPanRequired(true, "in")).toBe(true);
    expect(isPanRequired(true, undefined)).toBe(true);
    expect(isPanRequired(true, "GB")).toBe(false);
    expect(isPanRequired(false, "IN")).toBe(false);
  });
});
