import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { topUpFormSchema } from "./top-up-form";

const parse = (fields: Record<string, string>) =>
  parseWithZod(formDataOf(fields), { schema: topUpFormSchema });

describe("the wallet's top-up form, as its action parses it", () => {
  it("takes whole rupees as paise and a gateway medium", () => {
    const ok = parse({ amount: "10,000", mode: "CARD" });
    expect(ok.status === "success" && ok.value).toEqual({ amount: 1_000_000, mode: "CARD" });
  });

  it("says what is wrong with the domain's messages", () => {
    expect(errorOf(parse({ amount: "50", mode: "CARD" }))).toEqual({
      amount: ["Please add at least ₹100.00."],
    });
    expect(errorOf(parse({ amount: "10.5", mode: "DEPOSIT" }))).toEqual({
      amount: ["Please enter an amount in whole rupees, like 10000."],
      mode: ["Please choose how to pay"],
    });
  });
});
