import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import {
  RESET_PASSWORD_PATTERN,
  resetPasswordFormSchema,
  resetPasswordQuerySchema,
  resetPasswordRequestSchema,
} from "./reset-password";
import { resetPasswordPath } from "./routes";

const PATTERN_MESSAGE =
  "New Password must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character";

describe("reset password, checked in the order of foundations §5", () => {
  it("1. 'OTP is required' comes first, even when everything is blank", () => {
    expect(issueLines(resetPasswordFormSchema, {})).toEqual(["otp: OTP is required"]);
    expect(issueLines(resetPasswordFormSchema, { otp: "  ", newPassword: "x" })).toEqual([
      "otp: OTP is required",
    ]);
  });

  it("2. 'New Password is required'", () => {
    expect(issueLines(resetPasswordFormSchema, { otp: "1234", reTypePassword: "Ab1@x" })).toEqual([
      "newPassword: New Password is required",
    ]);
  });

  it("3. 'Confirm Password is required' (before the pattern is checked)", () => {
    expect(issueLines(resetPasswordFormSchema, { otp: "1234", newPassword: "weak" })).toEqual([
      "reTypePassword: Confirm Password is required",
    ]);
  });

  it("4. '{field} must conatin minimum of 5 characters, a combination of uppercase and lowercase letter and a special character'", () => {
    expect(
      issueLines(resetPasswordFormSchema, {
        otp: "1234",
        newPassword: "weak",
        reTypePassword: "other",
      }),
    ).toEqual([`newPassword: ${PATTERN_MESSAGE}`]);
  });

  it("5. 'Password must be same in both the fields'", () => {
    expect(
      issueLines(resetPasswordFormSchema, {
        otp: "1234",
        newPassword: "Ab1@x",
        reTypePassword: "Ab1@y",
      }),
    ).toEqual(["reTypePassword: Password must be same in both the fields"]);
  });

  it("accepts a valid reset, trimming only the OTP", () => {
    expect(
      resetPasswordFormSchema.parse({
        otp: " 1234 ",
        newPassword: "Ab1@x",
        reTypePassword: "Ab1@x",
      }),
    ).toEqual({ otp: "1234", newPassword: "Ab1@x", reTypePassword: "Ab1@x" });
  });

  it("the pattern: 5 to 20 of letters, digits and @$!%*?&, each kind at least once", () => {
    for (const ok of ["Ab1@x", "Passw0rd!", "aB3$aaaaaaaaaaaaaaaa"]) {
      expect(RESET_PASSWORD_PATTERN.test(ok), ok).toBe(true);
    }
    for (const bad of [
      "Ab1@",
      "aB3$aaaaaaaaaaaaaaaaa",
      "abc1@x",
      "ABC1@X",
      "Abcd@x",
      "Abcd1x",
      "Ab1@ x",
      "Ab1#xy",
    ]) {
      expect(RESET_PASSWORD_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("property: any 5–20 mix of the four kinds matches; any other length does not", () => {
    const allowed = "abcXYZ019@$!%*?&".split("");
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...allowed), { minLength: 1, maxLength: 30 }),
        (rest) => {
          const password = `aA1@${rest.join("")}`;
          expect(RESET_PASSWORD_PATTERN.test(password)).toBe(password.length <= 20);
        },
      ),
    );
  });
});

describe("reset password query and payload (foundations §2, §3)", () => {
  it("reads requestId with userName or key", () => {
    expect(resetPasswordQuerySchema.parse({ requestId: "r1", userName: "a@b.in" })).toEqual({
      requestId: "r1",
      userName: "a@b.in",
    });
    expect(resetPasswordQuerySchema.parse({ requestId: "r1", key: "9876543210" })).toEqual({
      requestId: "r1",
      userName: "9876543210",
    });
    expect(resetPasswordQuerySchema.safeParse({ requestId: "r1" }).success).toBe(false);
  });

  it("the forgot-password success goes to the reset page with requestId and userName", () => {
    expect(resetPasswordPath("r 1", "a+b@c.in")).toBe(
      "/app/reset-password?requestId=r+1&userName=a%2Bb%40c.in",
    );
    const query = Object.fromEntries(
      new URL(resetPasswordPath("r 1", "a+b@c.in"), "http://x").searchParams,
    );
    expect(resetPasswordQuerySchema.parse(query)).toEqual({
      requestId: "r 1",
      userName: "a+b@c.in",
    });
  });

  it("the service checks the payload again: 'Password must be same in both the fields'", () => {
    const request = { userName: "a@b.in", requestId: "r1", otp: "1234", newPassword: "Ab1@x" };
    expect(
      resetPasswordRequestSchema.safeParse({ ...request, reTypePassword: "Ab1@x" }).success,
    ).toBe(true);
    const mismatch = resetPasswordRequestSchema.safeParse({ ...request, reTypePassword: "Ab1@y" });
    expect(mismatch.error?.issues[0]?.message).toBe("Password must be same in both the fields");
    const weak = resetPasswordRequestSchema.safeParse({
      ...request,
      newPassword: "weak",
      reTypePassword: "weak",
    });
    expect(weak.error?.issues[0]?.message).toBe(PATTERN_MESSAGE);
  });
});
