import { describe, expect, it } from "vitest";
import { directTrip } from "../results/trip-fixtures";
import {
  airportInfoSchema,
  flightSearchRequestSchema,
  searchResultsPayloadSchema,
  searchRetryRequestSchema,
} from "./search";

const payload = {
  searchId: "abc.def",
  retryInSecond: 2,
  done: false,
  batch: 0,
  batchCount: 3,
  receivedAfterSeconds: 1,
  isDomestic: true,
  isMultiCity: false,
  tripInfos: { ONWARD: [directTrip("T1", "0600", [{ id: "P1", total: 500_000 }])] },
};

describe("search api schemas", () => {
  it("list results under ONWARD, RETURN, COMBO or a multicity flight's search id, nothing else", () => {
    expect(searchResultsPayloadSchema.parse(payload).tripInfos.ONWARD).toHaveLength(1);
    const listedUnder = (key: string) =>
      searchResultsPayloadSchema.safeParse({ ...payload, tripInfos: { [key]: [] } }).success;
    expect(listedUnder("L3-1x2k9q3")).toBe(true);
    expect(listedUnder("2")).toBe(false);
    expect(listedUnder("L6-1x2k9q3")).toBe(false);
    expect(listedUnder("OTHER")).toBe(false);
  });

  it("wrap the query and the searchId as data, bounding the searchId", () => {
    expect(flightSearchRequestSchema.safeParse({ tripType: "ONEWAY" }).success).toBe(false);
    expect(searchRetryRequestSchema.safeParse({ data: { searchId: "x" } }).success).toBe(true);
    expect(
      searchRetryRequestSchema.safeParse({ data: { searchId: "x".repeat(5000) } }).success,
    ).toBe(false);
  });

  it("describe an airport with its IANA time zone", () => {
    const airport = {
      code: "DEL",
      name: "Indira Gandhi International Airport",
      city: "Delhi",
      country: "India",
      latitude: 28.5665,
      longitude: 77.1031,
      timeZone: "Asia/Kolkata",
    };
    expect(airportInfoSchema.parse(airport)).toEqual(airport);
    expect(airportInfoSchema.safeParse({ ...airport, latitude: 91 }).success).toBe(false);
  });
});
