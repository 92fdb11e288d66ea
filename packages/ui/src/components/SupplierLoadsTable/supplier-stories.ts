import type { SupplierLoad } from "@wayfare/domain";

/** Two loads of one supplier: one on sale, one withdrawn by its admin. */
export const storyLoads: SupplierLoad[] = [
  {
    loadId: "L7F3A91C20B44",
    fileName: "january.csv",
    supplierName: "Deepa Pillai",
    loadedAt: "2026-11-27T09:30:00.000Z",
    status: "ON_SALE",
    allotments: [
      {
        flightNumber: "6E2031",
        date: "2027-01-15",
        cabinClass: "ECONOMY",
        bookingClass: "S",
        seats: 9,
        baseFare: 399_900,
        taxes: 85_000,
      },
      {
        flightNumber: "6E2031",
        date: "2027-01-15",
        cabinClass: "ECONOMY",
        bookingClass: "T",
        seats: 4,
        baseFare: 520_000,
        taxes: 90_000,
      },
    ],
  },
  {
    loadId: "L0C55E2D18A07",
    fileName: "december.csv",
    supplierName: "Deepa Pillai",
    loadedAt: "2026-11-20T04:05:00.000Z",
    status: "WITHDRAWN",
    allotments: [
      {
        flightNumber: "6E2033",
        date: "2026-12-24",
        cabinClass: "ECONOMY",
        bookingClass: "S",
        seats: 12,
        baseFare: 450_000,
        taxes: 85_000,
      },
    ],
  },
];
