import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { moneyMoveFormSchema } from "./money-forms";

const idempotencyKey = "6f1c2a1e-8d1b-4c55-9a57-1f3a9b0d2c11";

describe("the money form, as its action parses it", () => {
  it("reads rupees as paise and keeps the reason and the key", () => {
    const submission = parseWithZod(
      formDataOf({
        wallet: "DEPOSIT",
        direction: "add",
        amount: "50,000",
        reason: " Opening deposit ",
        idempotencyKey,
        confirmed: "yes",
      }),
      { schema: moneyMoveFormSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      wallet: "DEPOSIT",
      direction: "add",
      amount: 5_000_000,
      reason: "Opening deposit",
      idempotencyKey,
      confirmed: "yes",
    });
  });

  it("answers what is missing with the domain's messages", () => {
    const submission = parseWithZod(formDataOf({ amount: "ten", idempotencyKey }), {
      schema: moneyMoveFormSchema,
    });
    expect(errorOf(submission)).toEqual({
      wallet: ["Please choose the deposit or the credit limit."],
      direction: ["Please choose whether to add or take away."],
      amount: ["Please enter an amount in whole rupees, like 50000."],
      reason: ["Please say why, for the statement."],
    });
  });
});
