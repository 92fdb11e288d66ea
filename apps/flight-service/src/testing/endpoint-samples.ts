import { BACKEND_PATH, type BackendApiName, type SearchQuery } from "@wayfare/domain";
import { encodeSearchId } from "../search/search-id";

/**
 * One request per endpoint that its schema accepts (the hostile-requests suite checks it is
 * not refused as a bad request), for the suite to spoil one part at a time. Endpoints that
 * read nothing are `{}`. Ids name nothing stored.
 */
export interface Sample {
  /** The `data` of the JSON body. */
  data?: Record<string, unknown>;
}

const bookingId = "WF2603010000001";
const segmentId = "6E123-DEL-BOM-2026-03-01";
const priceId = `${segmentId}#ECONOMY#PUBLISHED#500000`;
const party = { ADULT: 1, CHILD: 0, INFANT: 0 };
const email = "ravi.kumar@example.com";
const mobile = "9876543210";
const orderRefId = "OR000000000001";
const topUpId = "TU000000000001";
const modificationId = "MB000000000001";
const reissueId = "RI000000000001";
const segments = [{ segmentId, passengerIds: ["1"] }];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A search a month ahead: searches refuse past days (1004). */
function searchQuery(now: Date): SearchQuery {
  const travelDate = day(new Date(now.getTime() + 30 * 86_400_000));
  return {
    tripType: "ONEWAY",
    routeInfos: [{ fromCityOrAirport: "DEL", toCityOrAirport: "BOM", travelDate }],
    cabinClass: "ECONOMY",
    paxInfo: party,
    preferredAirlines: ["6E"],
    fareType: "REGULAR",
    searchModifiers: { isDirectFlight: true },
  };
}

/** The gateway's calls, one per apiName (F§7). */
export const BACKEND_SAMPLES: Record<BackendApiName, Sample> = {
  login: { data: { apiName: "login", username: email, password: "Fresh@123", b2bLogin: true } },
  logout: { data: { apiName: "logout" } },
  currentUser: { data: { apiName: "currentUser" } },
  otp: {
    data: {
      apiName: "otp",
      type: "FORGOT_PASSWORD",
      key: email,
      requestId: "r-1",
      smsreq: true,
      emailreq: true,
    },
  },
  register: {
    data: {
      apiName: "register",
      email,
      password: "Fresh@123",
      mobile,
      name: "Fresh Travels",
      role: "AGENT",
    },
  },
  forget: { data: { apiName: "forget", userName: email } },
  reset: {
    data: {
      apiName: "reset",
      userName: email,
      requestId: "r-1",
      otp: "123456",
      newPassword: "Fresh@123",
      reTypePassword: "Fresh@123",
    },
  },
  balance: { data: { apiName: "balance" } },
  submitFeedback: {
    data: { apiName: "submitFeedback", bookingId, rating: 4, comment: "Smooth boarding" },
  },
};

/** Every other endpoint, by "METHOD path"; GET endpoints without parameters read nothing. */
export function endpointSamples(now: Date): Record<string, Sample> {
  return {
    "GET /xms/v1/user-profile": {},
    "POST /xms/v1/update-user/": {
      data: {
        name: "Fresh Travels",
        mobile,
        phone: mobile,
        panInfo: { number: "ABCDE1234F", panName: "Ravi Kumar" },
        addressInfo: {
          address: "1 MG Road",
          pincode: "560001",
          cityInfo: { name: "Bengaluru", state: "Karnataka", country: "India" },
        },
      },
    },
    "POST /xms/v1/flight/send-ticket": { data: { bookingId, channel: "EMAIL", withPrice: true } },
    "POST /xms/v1/user/assigned-policies": {
      data: { pids: ["LOWEST_FARE_REASON"], userIds: ["U1001"] },
    },
    "POST /xms/v1/menubar/": { data: { isB2C: true } },
    "POST /xms/v1/footer/": { data: { isB2C: false } },
    "POST /xms/v1/page-frame/": { data: { isB2C: false } },
    "POST /xms/v1/white-label/partner": { data: { host: "yatra-bazaar.localhost" } },
    "GET /xms/v1/leftnav/": {},
    "GET /xms/v1/getFlightConfig": {},
    "GET /xms/v1/fetch-offers": {},
    "GET /xms/v1/fetch-notifications": {},
    "POST /xms/v1/fetch-documents": { data: { promotionZoneTypes: ["HOME_BANNER"] } },
    // Without its stack, the one text that keeps tabs and line breaks (the domain tests it).
    "POST /xms/v1/error-log/": {
      data: { message: "Boom", url: "/flight", errCode: "502" },
    },
    "GET /xms/v1/user-due-info": {},
    "POST /xms/v1/user-notifications": { data: { page: 1 } },
    "POST /xms/v1/user-notifications/read": { data: { ids: ["1"] } },
    "POST /xms/v1/subscriptionInfo": { data: {} },
    "POST /xms/v1/subscribeTopics": { data: { topics: ["BOOKINGS"] } },
    "POST /xtraa/coach-screen/get-user-details": { data: { screen: "FLIGHT_SEARCH" } },
    "POST /xtraa/coach-screen/update-user-details": { data: { screen: "FLIGHT_SEARCH" } },
    "POST /internal/v1/login": { data: { username: email, otp: "123456", otpRequestID: "r-1" } },
    "POST /ums/v1/oauth-sign-in": {
      data: { provider: "GOOGLE", authResponse: { credential: "header.payload.signature" } },
    },
    "GET /ums/v1/default-token": {},
    "POST /xms/v1/dev/outbox": { data: { recipient: email } },
    "POST /xms/v1/dev/accounts": { data: { like: "agent@wayfare.test" } },
    "POST /xms/v1/dev/expire-booking": { data: { bookingId } },
    "POST /xms/v1/dev/arrive-booking": { data: { bookingId, hoursAgo: 2 } },
    "POST /xms/v1/dev/refuse-ticketing": { data: { bookingId, times: 1 } },
    "GET /xms/v1/airport/": {},
    "POST /xms/v1/flight/search": { data: { ...searchQuery(now) } },
    "POST /xms/v1/flight/search/retry": {
      data: {
        searchId: encodeSearchId({ query: searchQuery(now), batch: 1, startedOn: day(now) }),
      },
    },
    "POST /xms/v1/flight/fare-calendar": {
      data: {
        from: "DEL",
        to: "BOM",
        cabinClass: "ECONOMY",
        month: day(now).slice(0, 7),
        seats: 2,
      },
    },
    "POST /xms/v1/flight/share": { data: { email, priceIds: [priceId], passengers: party } },
    "POST /xms/v1/flight/review": { data: { priceIds: [priceId], passengers: party } },
    "POST /xms/v1/flight/review-details": { data: { bookingId } },
    "POST /xms/v1/flight/claim-review": {
      data: { bookingId, guestToken: "header.payload.signature" },
    },
    "POST /xms/v1/flight/book": {
      data: {
        bookingId,
        passengers: [{ type: "ADULT", title: "Mr", firstName: "Ravi", lastName: "Kumar" }],
        contact: { countryCode: "91", mobile, email },
        hold: false,
      },
    },
    "POST /xms/v1/flight/hold": { data: { bookingId } },
    "POST /xms/v1/flight/pay": { data: { bookingId, wallet: "DEPOSIT", amount: 500000 } },
    "POST /xms/v1/flight/retry-booking": { data: { bookingId } },
    "POST /xms/v1/flight/booking-details": { data: { bookingId, email } },
    "POST /xms/v1/flight/fare-rules": { data: { priceId } },
    "POST /xms/v1/flight/my-bookings": { data: { tab: "All", page: 0, pageSize: 10 } },
    "POST /xms/v1/getUpcomingtravelBookings": { data: {} },
    "POST /xms/v1/flight/saved-passengers": { data: {} },
    "POST /xms/v1/flight/saved-gst": { data: {} },
    "POST /xms/v1/corporate/employees": { data: {} },
    "POST /xms/v1/flight/unhold": { data: { bookingId } },
    "POST /xms/v1/flight/cancellation/quote": { data: { bookingId, segments } },
    "POST /xms/v1/flight/cancellation/confirm": {
      data: { bookingId, segments, remarks: "Plans changed" },
    },
    "POST /xms/v1/flight/amendment/request": {
      data: { bookingId, amendmentType: "REISSUE", segments, remarks: "An evening flight" },
    },
    "POST /xms/v1/flight/amendment/queue": { data: {} },
    "POST /xms/v1/flight/amendment/process": {
      data: { requestId: "AR0000000001", outcome: "COMPLETED", note: "Reissued" },
    },
    "POST /xms/v1/desk/booking-search": { data: { query: "X7KQ2P" } },
    "POST /xms/v1/desk/booking": { data: { bookingId } },
    "POST /xms/v1/admin/audit-log": { data: { subject: bookingId, page: 0 } },
    "POST /xms/v1/admin/feature-toggles": { data: {} },
    "POST /xms/v1/admin/feature-toggles/set": {
      data: { feature: "paymentV2", target: "All", enabled: true },
    },
    "POST /xms/v1/people/list": {
      data: { query: "asha", sort: "name", direction: "ascending", page: 0 },
    },
    "POST /xms/v1/people/account": { data: { userId: "U999999" } },
    "POST /xms/v1/people/create": {
      data: { name: "Ravi Kumar", email, mobile, role: "AGENT_STAFF" },
    },
    "POST /xms/v1/people/role": { data: { userId: "U999999", role: "AGENT_STAFF" } },
    "POST /xms/v1/people/status": { data: { userId: "U999999", status: "INACTIVE" } },
    "POST /xms/v1/people/reset-link": { data: { userId: "U999999" } },
    "POST /xms/v1/linked-user-details": { data: {} },
    "POST /xms/v1/toggle-linked-user": { data: { userId: "U999999" } },
    "POST /xms/v1/people/link": { data: { userId: "U999999", linkedTo: "U999998" } },
    "POST /xms/v1/people/unlink": { data: { userId: "U999999" } },
    "POST /xms/v1/money/accounts": { data: { query: "", page: 0 } },
    "POST /xms/v1/money/account": { data: { userId: "U999999", wallet: "DEPOSIT" } },
    "POST /xms/v1/money/move": {
      data: {
        userId: "U999999",
        wallet: "DEPOSIT",
        direction: "add",
        amount: 5_000_000,
        reason: "Opening deposit",
        idempotencyKey: "sample-0000-0000-0001",
      },
    },
    "POST /xms/v1/money/statement/csv": { data: { userId: "U999999", wallet: "DEPOSIT" } },
    "POST /xms/v1/corporate/policies": {},
    "POST /xms/v1/corporate/policies/save": {
      data: {
        name: "Economy, 14 days ahead",
        cabins: ["ECONOMY"],
        maxTripFare: 1_000_000,
        advancePurchaseDays: 14,
        refundableOnly: false,
      },
    },
    "POST /xms/v1/corporate/policies/assign": {
      data: { userId: "U999999", policyId: "00000000-0000-4000-8000-000000000001" },
    },
    "POST /xms/v1/corporate/out-of-policy": {
      data: { from: "2026-03-01", to: "2026-03-31", reason: "OTHER", sort: "total", page: 0 },
    },
    "POST /xms/v1/corporate/csv/download": { data: { from: "2026-03-01", travellerId: "U999999" } },
    "POST /xms/v1/corporate/reporting-details": { data: { bookingId } },
    "POST /xms/v1/corporate/update-reporting-details": {
      data: { bookingId, dynamicFields: { costCentre: "CC 1042", projectCode: "P 7" } },
    },
    "POST /xms/v1/supplier/allotments/load": {
      data: {
        csv: "Flight number,Date,Cabin,Booking class,Seats,Base fare,Taxes\r\n6E123,2099-01-01,Economy,S,1,4200,850",
        fileName: "allotments.csv",
      },
    },
    "POST /xms/v1/supplier/inventory": { data: { page: 0 } },
    "POST /xms/v1/supplier/load/withdraw": { data: { loadId: "L000000000000" } },
    "POST /xms/v1/flight/invoice": { data: { bookingId, audience: "CUSTOMER" } },
    "POST /xms/v1/flight/miscellaneous-charge": {
      data: {
        bookingId,
        description: "Service fee",
        amount: 50_000,
        idempotencyKey: "0b6f7c1e-5d2a-4c1b-9f3e-1a2b3c4d5e6f",
      },
    },
    "POST /xms/v1/flight/import": { data: { pnr: "X7KQ2P", lastName: "Kumar" } },
    "POST /xms/v1/flight/seat-map": { data: { bookingId } },
    "POST /xms/v1/flight/ssr": { data: { bookingId } },
    "POST /xms/v1/flight/add-ons": {
      data: {
        bookingId,
        selections: [{ segmentId, passengerIndex: 0, seatNo: "12A", mealCode: "VGML" }],
      },
    },
    "POST /xms/v1/flight/modify-booking/quote": {
      data: { bookingId, selections: [{ segmentId, passengerIndex: 0, seatNo: "12A" }] },
    },
    "POST /xms/v1/flight/modify-booking/details": { data: { modificationId } },
    "POST /xms/v1/flight/modify-booking/pay": {
      data: { modificationId, wallet: "DEPOSIT", amount: 45000 },
    },
    "POST /xms/v1/flight/reissue/quote": {
      data: {
        bookingId,
        tripIndex: 0,
        priceId: "AI101-DEL-BOM-2026-12-01#ECONOMY#PUBLISHED#500000",
      },
    },
    "POST /xms/v1/flight/reissue/details": { data: { reissueId } },
    "POST /xms/v1/flight/reissue/confirm": {
      data: { reissueId, wallet: "DEPOSIT", amount: 45000 },
    },
    "POST /xms/v1/flight/reissue/gateway-pay": {
      data: { reissueId, amount: 45000, mode: "UPI", upiId: "asha@okbank" },
    },
    "POST /xms/v1/flight/modify-booking/gateway-pay": {
      data: { modificationId, amount: 45000, mode: "UPI", upiId: "asha@okbank" },
    },
    "POST /xms/v1/flight/payment/initiate": {
      data: {
        bookingId,
        amount: 500000,
        mode: "CARD",
        card: { number: "4111111111111111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" },
      },
    },
    "POST /xms/v1/flight/payment/status": { data: { orderRefId } },
    "POST /xms/v1/flight/payment/otp": { data: { orderRefId, otp: "123456" } },
    "POST /xms/v1/flight/payment/otp/resend": { data: { orderRefId } },
    "POST /xms/v1/flight/payment/abort": { data: { orderRefId } },
    "POST /xms/v1/wallet/top-up": { data: { amount: 1_000_000 } },
    "POST /xms/v1/wallet/top-up/details": { data: { topUpId } },
    "POST /xms/v1/wallet/top-up/pay": {
      data: {
        topUpId,
        mode: "CARD",
        card: { number: "4111111111111111", name: "Ravi Kumar", expiry: "12/30", cvv: "123" },
      },
    },
    "POST /xms/v1/wallet/passbook": { data: { page: 0 } },
    "POST /xms/v1/wallet/passbook/csv": { data: {} },
    "POST /xms/v1/flight/redemption": {
      data: { bookingId, voucherCode: "WELCOME10", tjCashPoints: 0, useCreditShell: false },
    },
    "POST /xms/v1/flight/protection": {
      data: {
        bookingId,
        cancellationProtection: true,
        tripInsurance: true,
        tripInsurancePlan: "TRIPSAFE_50K",
        insuranceAgeConfirmed: true,
      },
    },
    "POST /xms/v1/upload/": {
      data: {
        bookingId,
        passengerIndex: 0,
        name: "passport.pdf",
        contentType: "application/pdf",
        content: "JVBERi0xLjQK",
      },
    },
    "POST /xms/v1/flight/passenger-document": { data: { bookingId, passengerIndex: 0 } },
    "POST /xms/v1/flight/baggage-claim": {
      data: {
        bookingId,
        passengerId: "1",
        segmentId: "AI101-DEL-BOM-2026-03-01",
        reason: "DELAYED",
        description: "Blue suitcase, not on the belt",
      },
    },
    "POST /xms/v1/customer-journey/share": { data: { bookingId, showPrice: true } },
    "POST /xms/v1/customer-journey/revoke": { data: { bookingId } },
    "POST /xms/v1/customer-journey-details/": {
      data: { token: "q4Zx0v7bN1mK2pL3oJ4iH5gF6eD7cB8aZ9yX0wV1uT2" },
    },
    "POST /xms/v1/create-customer-request": {
      data: {
        token: "q4Zx0v7bN1mK2pL3oJ4iH5gF6eD7cB8aZ9yX0wV1uT2",
        segmentId: "AI101-DEL-BOM-2026-03-01",
        amendmentType: "REISSUE",
        passengerIds: ["1"],
        remarks: "An evening flight",
      },
    },
    "GET /health": {},
  };
}

export const BACKEND_ENDPOINT = `POST ${BACKEND_PATH}`;
