import { bench, describe } from "vitest";
import { filterTrips } from "./filter-trips";
import { groupSamePriceTrips } from "./same-price-groups";
import { sortTrips } from "./sort-trips";
import { generateTrips } from "./trip-fixtures";

const trips = generateTrips(5_000);
const context = { basis: "net" as const, isCorporate: true };

describe("5,000 itineraries", () => {
  bench("sort by price, filter, group same-price", () => {
    const sorted = sortTrips(trips, { field: "price", direction: "asc" }, context.basis);
    const filtered = filterTrips(
      sorted,
      {
        stops: [0, 1],
        airlines: ["6E", "AI", "UK", "SG"],
        departureWindows: [
          { from: "0600", to: "1159" },
          { from: "1800", to: "2359" },
        ],
        refundableTypes: [1, 2],
        maxPrice: 1_200_000,
      },
      context,
    );
    groupSamePriceTrips(filtered, context.basis);
  });

  bench("sort by departure", () => {
    sortTrips(trips, { field: "departure", direction: "asc" }, "total");
  });

  bench("sort by duration", () => {
    sortTrips(trips, { field: "duration", direction: "asc" }, "total");
  });
});
