import { describe, expect, it } from "vitest";
import { emailError, isValidEmail, isValidEmailList, passengerEmailSchema } from "./email";

describe("email (J§5)", () => {
  it("pattern-based, with the underscore-and-digit suffix accepted", () => {
    expect(isValidEmail("asha.sharma+trips@mail.example.co.in")).toBe(true);
    expect(isValidEmail("asha@example.com_2")).toBe(true);
    expect(isValidEmail("asha@example.com_")).toBe(false);
    expect(isValidEmail("asha@example")).toBe(false);
    expect(isValidEmail("asha example@x.com")).toBe(false);
  });

  it("comma-separated lists are valid when each entry is", () => {
    expect(isValidEmailList("a@x.com, b@y.in")).toBe(true);
    expect(isValidEmailList("a@x.com,,b@y.in")).toBe(false);
    expect(isValidEmailList("a@x.com, nope")).toBe(false);
  });

  it("'Please enter Email' and 'Please enter valid Email'", () => {
    expect(emailError(undefined)).toBe("Please enter Email");
    expect(emailError(" ")).toBe("Please enter Email");
    expect(emailError("nope")).toBe("Please enter valid Email");
    expect(emailError("a@x.com, b@y.in")).toBe("Please enter valid Email");
    expect(emailError("a@x.com, b@y.in", { allowList: true })).toBeUndefined();
    expect(emailError("", { required: false })).toBeUndefined();
  });

  it("as a FormData-shaped field", () => {
    const schema = passengerEmailSchema();
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Please enter Email");
    expect(schema.parse(" a@x.com ")).toBe("a@x.com");
    expect(passengerEmailSchema({ required: false }).parse("")).toBeUndefined();
  });
});
