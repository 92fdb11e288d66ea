import { describe, expect, it } from "vitest";
import { issueMessages } from "../testing/zod-issues";
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  noControlCharacters,
  plainText,
} from "./plain-text";

describe("hasControlCharacter", () => {
  it("finds C0, DEL and C1 characters and lone surrogates, wherever they are", () => {
    for (const control of ["\u0000", "\u0007", "\t", "\n", "\r", "\u001f", "\u007f", "\u0085"]) {
      expect(hasControlCharacter(`Asha${control}`)).toBe(true);
      expect(hasControlCharacter(`${control}Asha`)).toBe(true);
    }
    expect(hasControlCharacter("\u009f")).toBe(true);
    expect(hasControlCharacter("a\ud800b")).toBe(true);
    expect(hasControlCharacter("\udc00")).toBe(true);
  });

  it("finds the bidirectional embeddings, overrides and isolates that reorder the text around them", () => {
    for (const control of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069"]) {
      expect(hasControlCharacter(`Asha${control}Rao`)).toBe(true);
      expect(hasControlCharacter(`Asha${control}`, { multiLine: true })).toBe(true);
    }
  });

  it("leaves printable text alone: the characters either side of each range, accents, scripts, emoji", () => {
    const urdu = "محمد\u200fعلی";
    const joined = "श्री\u200dनिवास";
    for (const text of [
      " ",
      "~",
      "\u00a0",
      "Renée",
      "आशा",
      urdu,
      joined,
      "\u2029",
      "✈️ 😀",
      "' OR 1=1 --",
      "",
    ]) {
      expect(hasControlCharacter(text)).toBe(false);
    }
  });

  it("a multi-line text keeps its tabs and line breaks, nothing else", () => {
    expect(hasControlCharacter("at a\n\tat b\r\n", { multiLine: true })).toBe(false);
    expect(hasControlCharacter("at a\n\u0000", { multiLine: true })).toBe(true);
    expect(hasControlCharacter("\u0085", { multiLine: true })).toBe(true);
  });
});

describe("plainText and noControlCharacters", () => {
  it(`refuse with '${CONTROL_CHARACTER_MESSAGE}' unless the field names its message`, () => {
    expect(CONTROL_CHARACTER_MESSAGE).toBe("Invalid characters");
    expect(issueMessages(plainText(), "a\u0000")).toEqual(["Invalid characters"]);
    expect(issueMessages(plainText("Invalid OTP"), "12\u00003")).toEqual(["Invalid OTP"]);
    expect(plainText().parse("Asha Rao")).toBe("Asha Rao");
  });

  it("come first and stop there: the field's later checks add no second message", () => {
    const schema = plainText("Please enter valid Email")
      .trim()
      .min(5, "Please enter Email")
      .email("Please enter valid Email");
    expect(issueMessages(schema, "\t")).toEqual(["Please enter valid Email"]);
    const chained = plainText().check(noControlCharacters("never reached"));
    expect(issueMessages(chained, "\u0000")).toEqual(["Invalid characters"]);
  });
});
