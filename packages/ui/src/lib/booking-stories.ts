import { type BookingPayload, computeFareSummary, paise } from "@wayfare/domain";
import { directTrip } from "./trip-stories";

/** Story-only fixture of a ticketed booking (imported by *.stories.tsx, never by components). */
export const storyBooking: BookingPayload = {
  bookingId: "WF2612010000042",
  status: "Success",
  pnrs: { "6E": "X7KQ2P" },
  payBy: null,
  total: 1_012_000,
  paxInfo: { ADULT: 2, CHILD: 0, INFANT: 0 },
  tripInfos: [{ ...directTrip, prices: directTrip.prices.slice(0, 1) }],
  passengers: [
    {
      type: "ADULT",
      title: "Mr",
      firstName: "Ravi",
      lastName: "Kumar",
      ticketNumbers: { "6E": "312-2131000012" },
    },
    {
      type: "ADULT",
      title: "Ms",
      firstName: "Asha",
      lastName: "Rao",
      ticketNumbers: { "6E": "312-2131000027" },
    },
  ],
  contact: { countryCode: "+91", mobile: "9876543210", email: "ravi.kumar@example.in" },
  fareSummary: {
    ...computeFareSummary({
      baseFare: paise(812_000),
      taxesAndFees: paise(116_000),
      seatCharges: paise(45_000),
      mealCharges: paise(39_000),
    }),
  },
  createdAt: "2026-11-20T05:30:00.000Z",
  addOns: [
    {
      segmentId: "s1",
      passengerIndex: 0,
      seat: { seatNo: "12A", seatFare: 45_000 },
      meal: { code: "VGML", name: "Vegetarian meal", diet: "VEG", price: 39_000 },
    },
    {
      segmentId: "s1",
      passengerIndex: 1,
      baggage: { code: "XBAG15", kg: 15, price: 0 },
      wheelchair: { code: "WCHR", name: "Wheelchair to the aircraft door" },
    },
  ],
};
