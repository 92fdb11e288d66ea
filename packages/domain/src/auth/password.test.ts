import { describe, expect, it } from "vitest";
import { minimumPasswordSchema, passwordConfirmationSchema } from "./password";

function messages(
  schema: {
    safeParse(input: unknown): { error?: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
}

describe("the 6-minimum password of the other forms (foundations §5, booking-journey §5)", () => {
  it("'Password must not be empty'", () => {
    expect(messages(minimumPasswordSchema, undefined)).toEqual(["Password must not be empty"]);
    expect(messages(minimumPasswordSchema, "")).toEqual(["Password must not be empty"]);
  });

  it("'Password must be minimum 6 character'", () => {
    expect(messages(minimumPasswordSchema, "12345")).toEqual([
      "Password must be minimum 6 character",
    ]);
    expect(messages(minimumPasswordSchema, "123456")).toEqual([]);
  });

  it("'Confirm Password does not match with Password'", () => {
    const mismatch = passwordConfirmationSchema.safeParse({
      password: "secret1",
      confirmPassword: "secret2",
    });
    expect(mismatch.error?.issues).toMatchObject([
      { path: ["confirmPassword"], message: "Confirm Password does not match with Password" },
    ]);
    expect(messages(passwordConfirmationSchema, { password: "secret1" })).toEqual([
      "Confirm Password does not match with Password",
    ]);
    expect(
      passwordConfirmationSchema.safeParse({ password: "secret1", confirmPassword: "secret1" })
        .success,
    ).toBe(true);
  });
});
