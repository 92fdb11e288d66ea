import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { errorOf } from "../testing/error-of";
import { formDataOf } from "../testing/form-data";
import { fareChoiceFormSchema } from "./fare-choice-form";
import { markupFormSchema } from "./markup-form";
import { shareFlightsFormSchema } from "./share-flights-form";

describe("share flights by email, as the results page's action parses it", () => {
  const parse = (entries: [string, string][]) =>
    parseWithZod(formDataOf([["intent", "share"], ...entries]), { schema: shareFlightsFormSchema });

  it("gives the ticked flights and the client's email", () => {
    const submission = parse([
      ["shareEmail", " client@example.com "],
      ["share", "P1"],
      ["share", "P2"],
    ]);
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "share",
      shareEmail: "client@example.com",
      share: ["P1", "P2"],
    });
  });

  it("answers the spec's and the service's messages", () => {
    expect(errorOf(parse([]))).toEqual({
      shareEmail: ["Please enter Email"],
      share: ["Choose at least one flight to share."],
    });
    expect(
      errorOf(
        parse([
          ["shareEmail", "client@"],
          ["share", "P1"],
        ]),
      ),
    ).toEqual({
      shareEmail: ["Please enter valid Email"],
    });
    const eleven = Array.from({ length: 11 }, (_, i): [string, string] => ["share", `P${i}`]);
    expect(errorOf(parse([["shareEmail", "a@b.co"], ...eleven]))).toEqual({
      share: ["Share at most 10 flights at a time."],
    });
  });
});

describe("the agent's markup", () => {
  const parse = (entries: [string, string][]) =>
    parseWithZod(formDataOf(entries), { schema: markupFormSchema });

  it("applies a percentage in basis points, or resets to none", () => {
    const applied = parse([
      ["markupAction", "apply"],
      ["markup", "12.5%"],
    ]);
    expect(applied.status === "success" && applied.value).toBe(1250);
    const reset = parse([
      ["markupAction", "reset"],
      ["markup", "9"],
    ]);
    expect(reset.status === "success" && reset.value).toBe(0);
    const blank = parse([["markupAction", "apply"]]);
    expect(blank.status === "success" && blank.value).toBe(0);
  });

  it("answers the domain's message for a percentage it cannot read", () => {
    expect(
      errorOf(
        parse([
          ["markupAction", "apply"],
          ["markup", "-2"],
        ]),
      ),
    ).toEqual({
      markup: ["Please enter a valid number"],
    });
  });
});

describe("a fare chosen on the results", () => {
  const parse = (entries: [string, string][]) =>
    parseWithZod(formDataOf(entries), { schema: fareChoiceFormSchema });

  it("gives the leg and the fare, and no reason when none was posted", () => {
    const chosen = parse([
      ["leg", "0"],
      ["priceId", "P1"],
    ]);
    expect(chosen.status === "success" && chosen.value).toEqual({ leg: "0", priceId: "P1" });
  });

  it("tells a posted reason form from none, even with its text blank", () => {
    const blank = parse([
      ["leg", "0"],
      ["priceId", "P1"],
      ["policyReason.text", ""],
    ]);
    expect(blank.status === "success" && blank.value.policyReason).toEqual({});
    const other = parse([
      ["leg", "0"],
      ["priceId", "P1"],
      ["policyReason.code", "OTHER"],
      ["policyReason.text", "Client meeting"],
    ]);
    expect(other.status === "success" && other.value.policyReason).toEqual({
      code: "OTHER",
      text: "Client meeting",
    });
  });

  it("is no choice without a leg and a fare", () => {
    expect(parse([["priceId", "P1"]]).status).toBe("error");
    expect(parse([["leg", "0"]]).status).toBe("error");
  });
});
