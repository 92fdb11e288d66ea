import { describe, expect, it } from "vitest";
import { PASSENGER_MESSAGES } from "../passengers/messages";
import { PROFILE_MESSAGES, updateUserRequestSchema } from "./profile";

const messages = (data: unknown) => {
  const result = updateUserRequestSchema.safeParse({ data });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("update-user request", () => {
  it("takes name, mobile, phone, PAN (read upper-case) and address", () => {
    const parsed = updateUserRequestSchema.parse({
      data: {
        name: " Kiran Desai ",
        mobile: "9810000099",
        panInfo: { number: "abcde1234f", panName: "Kiran Desai" },
      },
    });
    expect(parsed.data).toMatchObject({
      name: "Kiran Desai",
      panInfo: { number: "ABCDE1234F", panName: "Kiran Desai" },
    });
  });

  it("'Invalid PAN Number', 'Please enter PAN number', 'Name on PAN is required'", () => {
    const base = { name: "K", mobile: "9810000099" };
    expect(messages({ ...base, panInfo: { number: "ABCDE12345", panName: "K" } })).toEqual([
      PASSENGER_MESSAGES.panInvalid,
    ]);
    expect(messages({ ...base, panInfo: { number: " ", panName: "K" } })).toEqual([
      "Please enter PAN number",
    ]);
    expect(messages({ ...base, panInfo: { number: "ABCDE1234F", panName: "" } })).toEqual([
      "Name on PAN is required",
    ]);
  });

  it("the register form's rules: 'Company Name is required', 'Please enter valid Mobile Number'", () => {
    expect(messages({ name: "", mobile: "123" })).toEqual([
      "Company Name is required",
      "Please enter valid Mobile Number",
    ]);
  });

  it("an email cannot be changed", () => {
    expect(messages({ name: "K", mobile: "9810000099", email: "new@x.test" })).toEqual([
      PROFILE_MESSAGES.emailUnchangeable,
    ]);
  });
});
