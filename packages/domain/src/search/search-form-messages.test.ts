import { describe, expect, it } from "vitest";
import { SEARCH_FORM_MESSAGES } from "./search-form-messages";

describe("search form messages (J§5 names none for blank fields: ours are decisions)", () => {
  it("say what to do for each required field, and are distinct", () => {
    const messages = Object.values(SEARCH_FORM_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^Please (enter|choose) /);
  });

  it("name the multicity limits of J§4 (2 to 5 flights)", () => {
    expect(SEARCH_FORM_MESSAGES.tooManyLegs).toBe(
      "Please choose at most 5 flights for a multicity search",
    );
    expect(SEARCH_FORM_MESSAGES.tooFewLegs).toBe(
      "Please enter at least 2 flights for a multicity search",
    );
  });
});
