import { describe, expect, it } from "vitest";
import { issueLines } from "../testing/zod-issues";
import {
  LOGIN_FIELD_CHECKS,
  LOGIN_MESSAGES,
  loginRequestSchema,
  passwordLoginSchema,
} from "./login";

describe("login rules (foundations §5)", () => {
  it("'Blank username: invalid username message'", () => {
    expect(LOGIN_MESSAGES.invalidUsername).toBe("Please enter a valid Email or Mobile");
    expect(issueLines(passwordLoginSchema, { username: "   ", password: "secret" })).toEqual([
      "username: Please enter a valid Email or Mobile",
    ]);
    expect(issueLines(passwordLoginSchema, { password: "secret" })).toEqual([
      "username: Please enter a valid Email or Mobile",
    ]);
  });

  it("'Password login needs both username and password'", () => {
    expect(issueLines(passwordLoginSchema, { username: "asha@example.com", password: "" })).toEqual(
      ["password: Password must not be empty"],
    );
    expect(issueLines(passwordLoginSchema, {})).toEqual([
      "username: Please enter a valid Email or Mobile",
      "password: Password must not be empty",
    ]);
  });

  it("accepts a username and password, trimming only the username", () => {
    expect(passwordLoginSchema.parse({ username: " asha@example.com ", password: " pw " })).toEqual(
      { username: "asha@example.com", password: " pw " },
    );
  });

  it("the field checks the browser runs give the schema's messages, and pass what it accepts", () => {
    const forms: [username: string, password: string][] = [
      ["", ""],
      ["  ", " pw "],
      ["asha\u0000@example.com", "pw\u0007"],
      [" asha@example.com ", " "],
    ];
    for (const [username, password] of forms) {
      const browser = Object.entries({
        username: LOGIN_FIELD_CHECKS.username(username),
        password: LOGIN_FIELD_CHECKS.password(password),
      }).flatMap(([field, message]) => (message ? [`${field}: ${message}`] : []));
      expect(browser).toEqual(issueLines(passwordLoginSchema, { username, password }));
    }
  });

  it("blank OTP is the catalogue's 'Invalid OTP'; the internal dropdown's message is verbatim", () => {
    expect(LOGIN_MESSAGES.invalidOtp).toBe("Invalid OTP");
    expect(LOGIN_MESSAGES.selectEmail).toBe("Please Select an Email Address");
    expect(LOGIN_MESSAGES.socialFailure).toBe("Authentication Failed! Please try again.");
  });

  it("the business login also sends the role and a b2bLogin flag", () => {
    const parsed = loginRequestSchema.parse({
      username: "a@b.in",
      password: "x",
      role: "AGENT",
      b2bLogin: true,
    });
    expect(parsed.role).toBe("AGENT");
    expect(
      loginRequestSchema.safeParse({ username: "a", password: "x", role: "PILOT" }).success,
    ).toBe(false);
  });
});
