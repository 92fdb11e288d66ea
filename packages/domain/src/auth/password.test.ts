import { describe, expect, it } from "vitest";
import { issueMessages } from "../testing/zod-issues";
import { minimumPasswordSchema, passwordConfirmationSchema } from "./password";

describe("the 6-minimum password of the other forms (foundations §5, booking-journey §5)", () => {
  it("'Password must not be empty'", () => {
    expect(issueMessages(minimumPasswordSchema, undefined)).toEqual(["Password must not be empty"]);
    expect(issueMessages(minimumPasswordSchema, "")).toEqual(["Password must not be empty"]);
  });

  it("'Password must be minimum 6 character'", () => {
    expect(issueMessages(minimumPasswordSchema, "12345")).toEqual([
      "Password must be minimum 6 character",
    ]);
    expect(issueMessages(minimumPasswordSchema, "123456")).toEqual([]);
  });

  it("'Confirm Password does not match with Password'", () => {
    const mismatch = passwordConfirmationSchema.safeParse({
      password: "secret1",
      confirmPassword: "secret2",
    });
    expect(mismatch.error?.issues).toMatchObject([
      { path: ["confirmPassword"], message: "Confirm Password does not match with Password" },
    ]);
    expect(issueMessages(passwordConfirmationSchema, { password: "secret1" })).toEqual([
      "Confirm Password does not match with Password",
    ]);
    expect(
      passwordConfirmationSchema.safeParse({ password: "secret1", confirmPassword: "secret1" })
        .success,
    ).toBe(true);
  });
});
