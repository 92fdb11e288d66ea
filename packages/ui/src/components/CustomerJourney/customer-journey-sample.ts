import type { CustomerJourneyPayload } from "@wayfare/domain";

/** A shared booking of two travellers on one flight, price shown, for stories. */
export const sampleCustomerJourney: CustomerJourneyPayload = {
  bookingId: "WF2612010000042",
  bookingUserId: "U100",
  bookingStatus: "Success",
  agentName: "Yatra Bazaar Travels",
  email: "bookings@yatrabazaar.example",
  mobile: "9876543210",
  logo: null,
  showPrice: true,
  totalFare: 1245000,
  customerTripInfos: [
    {
      segment: {
        id: "AI101-DEL-BOM-2026-12-20",
        departureAirport: {
          code: "DEL",
          name: "Indira Gandhi International",
          city: "Delhi",
          country: "India",
          terminal: "3",
        },
        arrivalAirport: {
          code: "BOM",
          name: "Chhatrapati Shivaji Maharaj International",
          city: "Mumbai",
          country: "India",
          terminal: "2",
        },
        departureTime: "2026-12-20T06:10",
        arrivalTime: "2026-12-20T08:25",
        durationMinutes: 135,
        airline: { code: "AI", name: "Air India", isLcc: false },
        flightNumber: "101",
        stops: 0,
        stopovers: [],
      },
      passengers: [
        { id: "1", name: "Mr Ravi Kumar" },
        { id: "2", name: "Ms Asha Rao" },
      ],
    },
  ],
  isRequestRaised: false,
  pendingRequests: [],
  segments: [{ segmentId: "AI101-DEL-BOM-2026-12-20", autofill: true, autofillError: null }],
};
