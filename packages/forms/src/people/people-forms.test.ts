import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import {
  accountActionFormSchema,
  linkedSwitchFormSchema,
  newPersonFormSchema,
} from "./people-forms";

describe("the manage-user forms, as their actions parse them", () => {
  it("answers a new account's missing details with the domain's messages", () => {
    const submission = parseWithZod(formDataOf({ email: "nope", mobile: "12" }), {
      schema: newPersonFormSchema,
    });
    expect(errorOf(submission)).toEqual({
      name: ["Name is required"],
      email: ["Please enter valid Email"],
      mobile: ["Please enter valid Mobile Number"],
      role: ["Please choose a role."],
    });
  });

  it("reads each account action by its intent", () => {
    const parse = (entries: Record<string, string>) =>
      parseWithZod(formDataOf(entries), { schema: accountActionFormSchema });
    const deactivate = parse({ intent: "status", status: "INACTIVE", confirmed: "yes" });
    expect(deactivate.status === "success" && deactivate.value).toEqual({
      intent: "status",
      status: "INACTIVE",
      confirmed: "yes",
    });
    expect(errorOf(parse({ intent: "role" }))).toEqual({ role: ["Please choose a role."] });
    expect(parse({ intent: "reset-link" }).status).toBe("success");
    expect(errorOf(parse({ intent: "link", linkedTo: "someone" }))).toEqual({
      linkedTo: ["Please choose an account."],
    });
    expect(parse({ intent: "unlink" }).status).toBe("success");
  });

  it("reads the linked-account switch's account, and refuses anything else as not an account", () => {
    const parse = (entries: Record<string, string>) =>
      parseWithZod(formDataOf(entries), { schema: linkedSwitchFormSchema });
    const switched = parse({ userId: "U1024" });
    expect(switched.status === "success" && switched.value).toEqual({ userId: "U1024" });
    expect(errorOf(parse({ userId: "P100" }))).toEqual({ userId: ["Please choose an account."] });
    expect(errorOf(parse({}))).toEqual({ userId: ["Please choose an account."] });
  });
});
