import { parseWithZod } from "@conform-to/zod/v4";
import { LOGIN_FIELD_CHECKS } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { loginFormSchema } from "../login/login-form";
import { formDataOf } from "../testing/form-data";
import { fieldCheckErrors } from "./use-field-checks";

describe("field checks in the browser, without a schema library", () => {
  it("a blank login form gets the errors the server action returns", () => {
    const data = formDataOf({ username: "  ", password: "" });
    const server = parseWithZod(data, { schema: loginFormSchema });
    expect(server.status === "error" && server.error).toEqual(
      fieldCheckErrors(LOGIN_FIELD_CHECKS, data),
    );
    expect(fieldCheckErrors(LOGIN_FIELD_CHECKS, data)).toEqual({
      username: ["Please enter a valid Email or Mobile"],
      password: ["Password must not be empty"],
    });
  });

  it("a missing field is checked as empty; a complete form has no errors", () => {
    expect(fieldCheckErrors(LOGIN_FIELD_CHECKS, formDataOf({ username: "asha" }))).toEqual({
      password: ["Password must not be empty"],
    });
    expect(
      fieldCheckErrors(LOGIN_FIELD_CHECKS, formDataOf({ username: "asha", password: " " })),
    ).toEqual({});
  });
});
