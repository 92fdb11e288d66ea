import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formDataOf } from "../testing/form-data";
import { confirmationFormSchema } from "./send-ticket-form";

const parse = (entries: Record<string, string>) =>
  parseWithZod(formDataOf(entries), { schema: confirmationFormSchema });

describe("the confirmation page's forms, as its action parses them", () => {
  it("sends the ticket by the pressed button's channel, with the price when ticked", () => {
    const sms = parse({ intent: "send-ticket", channel: "SMS", withPrice: "true" });
    expect(sms.status === "success" && sms.value).toEqual({
      intent: "send-ticket",
      channel: "SMS",
      withPrice: true,
    });
    const email = parse({ intent: "send-ticket", channel: "FAX" });
    expect(email.status === "success" && email.value).toEqual({
      intent: "send-ticket",
      channel: "EMAIL",
      withPrice: false,
    });
  });

  it("unholds, retries a booking, and refuses a post with no intent of the page", () => {
    const unhold = parse({ intent: "unhold" });
    expect(unhold.status === "success" && unhold.value).toEqual({ intent: "unhold" });
    const retry = parse({ intent: "retry-booking" });
    expect(retry.status === "success" && retry.value).toEqual({ intent: "retry-booking" });
    expect(parse({ intent: "delete" }).status).toBe("error");
  });

  it("gives feedback: the posted digit is the rating, none is 'Please rate your trip' (J§2)", () => {
    const rated = parse({ intent: "feedback", rating: "4", comment: " Quick boarding " });
    expect(rated.status === "success" && rated.value).toEqual({
      intent: "feedback",
      rating: 4,
      comment: "Quick boarding",
    });
    const unrated = parse({ intent: "feedback", rating: "six" });
    expect(unrated.status === "error" && unrated.error?.rating).toEqual(["Please rate your trip"]);
  });
});
