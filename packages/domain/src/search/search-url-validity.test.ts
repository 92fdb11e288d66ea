import { describe, expect, it } from "vitest";
import { isSearchUrlValid } from "./search-url-validity";

const params = (query: string) => new URLSearchParams(query);
const base = "from=DEL&to=BOM&dep=2026-12-01";

describe("search URL validity (F§5)", () => {
  it("needs from and to of 3 characters and dep present", () => {
    expect(isSearchUrlValid(params(`${base}&pClass=ECONOMY`), "PREBOOKING")).toBe(true);
    expect(isSearchUrlValid(params("from=DELH&to=BOM&dep=2026-12-01&pClass=E"), "PREBOOKING")).toBe(
      false,
    );
    expect(isSearchUrlValid(params("from=DEL&to=BO&dep=2026-12-01&pClass=E"), "PREBOOKING")).toBe(
      false,
    );
    expect(isSearchUrlValid(params("from=DEL&to=BOM&pClass=E"), "IMPORT")).toBe(false);
    expect(isSearchUrlValid(params(base), "IMPORT")).toBe(true);
  });

  it("PREBOOKING needs pClass", () => {
    expect(isSearchUrlValid(params(base), "PREBOOKING")).toBe(false);
    expect(isSearchUrlValid(params(`${base}&pClass=`), "PREBOOKING")).toBe(false);
  });

  it("REISSUE needs bookingId with irtara, or else bookingId and a tripType that is not 1 or 2", () => {
    expect(isSearchUrlValid(params(`${base}&tripType=1`), "REISSUE")).toBe(false);
    expect(isSearchUrlValid(params(`${base}&bookingId=TJ1&irtara=1&tripType=1`), "REISSUE")).toBe(
      true,
    );
    expect(isSearchUrlValid(params(`${base}&bookingId=TJ1&tripType=0`), "REISSUE")).toBe(true);
    expect(isSearchUrlValid(params(`${base}&bookingId=TJ1&tripType=1`), "REISSUE")).toBe(false);
    expect(isSearchUrlValid(params(`${base}&bookingId=TJ1&tripType=2`), "REISSUE")).toBe(false);
  });

  it("RESCHEDULE needs a bookingId and a tripType that is not 1 or 2 (the rule's 'otherwise')", () => {
    expect(isSearchUrlValid(params(`${base}&tripType=0`), "RESCHEDULE")).toBe(false);
    expect(isSearchUrlValid(params(`${base}&bookingId=TJ1&tripType=0`), "RESCHEDULE")).toBe(true);
    expect(
      isSearchUrlValid(params(`${base}&bookingId=TJ1&irtara=1&tripType=1`), "RESCHEDULE"),
    ).toBe(false);
  });
});
