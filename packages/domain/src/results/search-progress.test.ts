import { describe, expect, it } from "vitest";
import { allTripsLoaded, nextRetryInSeconds } from "./search-progress";

describe("search progress (J§4: allTripLoaded when no retry remains)", () => {
  it("waits while any search id still has a retry", () => {
    expect(allTripsLoaded({ s1: 0, s2: 5 })).toBe(false);
    expect(nextRetryInSeconds({ s1: 8, s2: 5, s3: undefined })).toBe(5);
  });

  it("is loaded when no retry remains", () => {
    expect(allTripsLoaded({ s1: 0, s2: undefined })).toBe(true);
    expect(allTripsLoaded({})).toBe(true);
    expect(nextRetryInSeconds({ s1: 0 })).toBeUndefined();
  });
});
