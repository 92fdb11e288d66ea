import { parseWithZod } from "@conform-to/zod/v4";
import { BAGGAGE_CLAIM_MESSAGES } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { baggageClaimFormSchema, baggageClaimFormTarget } from "./baggage-claim-form";

function parse(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return parseWithZod(data, { schema: baggageClaimFormSchema });
}

describe("baggage protect claim form (J§9, decision 0060)", () => {
  it("reads the passenger and flight from one choice, the reason and the description", () => {
    const submission = parse([
      ["claim", "2/AI101-DEL-BOM-2026-03-01"],
      ["reason", "DAMAGED"],
      ["description", " Wheel broken off.\r\nGrey case. "],
    ]);
    expect(baggageClaimFormTarget("2/AI101-DEL-BOM-2026-03-01")).toEqual({
      passengerId: "2",
      segmentId: "AI101-DEL-BOM-2026-03-01",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      claim: "2/AI101-DEL-BOM-2026-03-01",
      reason: "DAMAGED",
      description: "Wheel broken off.\r\nGrey case.",
    });
  });

  it("answers our messages for each field left out, and for a choice that is not one", () => {
    const none = parse([]);
    expect(none.status === "error" && none.error).toEqual({
      claim: [BAGGAGE_CLAIM_MESSAGES.choiceRequired],
      reason: [BAGGAGE_CLAIM_MESSAGES.reasonRequired],
      description: [BAGGAGE_CLAIM_MESSAGES.descriptionRequired],
    });
    for (const claim of ["2", "0/S1", "10/S1", "1/", "1/a b"]) {
      const bad = parse([
        ["claim", claim],
        ["reason", "LOST"],
        ["description", "Bag"],
      ]);
      expect(bad.status === "error" && bad.error?.claim).toEqual([
        BAGGAGE_CLAIM_MESSAGES.choiceRequired,
      ]);
    }
  });
});
