import { describe, expect, it } from "vitest";
import {
  generatePnr,
  isValidPnr,
  isValidTicketNumber,
  ticketCheckDigit,
  ticketNumber,
} from "./ticket-number";

// domain-notes.md, IATA basics: "PNR 5–6 alnum; ticket number 13 digits = 3-digit airline
// code + serial + mod-7 check digit".
describe("ticket numbers", () => {
  it("are 13 digits: the airline prefix, a 9-digit serial and its mod-7 check digit", () => {
    expect(ticketNumber("312", 123_456_789)).toBe(`312123456789${123_456_789 % 7}`);
    expect(ticketNumber("098", 42)).toBe("0980000000420");
    expect(ticketNumber("098", 42)).toHaveLength(13);
    expect(ticketCheckDigit(13)).toBe(6);
  });

  it("validate their check digit", () => {
    expect(isValidTicketNumber(ticketNumber("176", 987_654_321))).toBe(true);
    expect(isValidTicketNumber("1769876543210")).toBe(987_654_321 % 7 === 0);
    expect(isValidTicketNumber("0980000000421")).toBe(false);
    expect(isValidTicketNumber("098000000042")).toBe(false);
  });

  it("refuse a bad prefix or a serial over 9 digits", () => {
    expect(() => ticketNumber("31", 1)).toThrow(RangeError);
    expect(() => ticketNumber("312", 1_000_000_000)).toThrow(RangeError);
  });
});

describe("PNRs", () => {
  it("are 6 unambiguous letters and digits", () => {
    let next = 0;
    const pnr = generatePnr((n) => (next++ * 7) % n);
    expect(pnr).toHaveLength(6);
    expect(isValidPnr(pnr)).toBe(true);
    expect(isValidPnr("ABC12O")).toBe(false);
    expect(isValidPnr("ABCDE")).toBe(false);
  });
});
