import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loginFormSchema } from "./login-form";

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
}

describe("login form schema, as the server action parses it", () => {
  it("blank fields arrive empty and get the spec's messages", () => {
    const submission = parseWithZod(formData({ username: "", password: "" }), {
      schema: loginFormSchema,
    });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({
      username: ["Please enter a valid Email or Mobile"],
      password: ["Password must not be empty"],
    });
  });

  it("a complete form parses to the login payload", () => {
    const submission = parseWithZod(
      formData({ username: "agent@wayfare.test ", password: "Agent@123" }),
      { schema: loginFormSchema },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      username: "agent@wayfare.test",
      password: "Agent@123",
    });
  });
});
