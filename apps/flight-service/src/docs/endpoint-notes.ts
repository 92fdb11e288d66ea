import type { EndpointName } from "@wayfare/domain";

/**
 * What the service README says of each endpoint beside what the endpoint table gives (its
 * method, path, apiName, request and answer fields): who may call it, and what it answers
 * and refuses. Typed against the table, so a new endpoint needs its notes.
 */
export const ENDPOINT_NOTES: Record<EndpointName, { caller: string; answers: string }> = {
  login: {
    caller: "—",
    answers:
      "`payload.userInfo`, token in `authorization` (subject with `bs` balances), its session bound to the request's `whitelabel-key` (another key's calls get 403); 801 wrong credentials or an account of another brand's hosts (decision 0078), 802 inactive; 429 + 416 after 5 wrong passwords in 15 min from the caller's address (`x-wayfare-client-address`) or 30 from all (docs/decisions/0035)",
  },
  logout: {
    caller: "token",
    answers:
      "`payload.loggedOut`; ends the token's session, whose tokens then get 403 everywhere (decision 0036); the same answer without a live token",
  },
  currentUser: {
    caller: "token",
    answers:
      "`payload.userInfo` read from the database (a visitor's guest token: the visitor), a rotated token; 403 'Invalid Access' for a token that is not live (decision 0036)",
  },
  otp: {
    caller: "—",
    answers:
      "`payload { requestId, message }`, `otpToken { key, requestId }`; 429 + 416 when rate-limited",
  },
  register: {
    caller: "—",
    answers: "`payload { userId, role }`; 812 email or mobile taken; 404 when registration is off",
  },
  forget: {
    caller: "—",
    answers: "as `otp`, with a new `requestId`; the OTP goes by email and SMS",
  },
  reset: {
    caller: "—",
    answers:
      "`payload { passwordReset: true }`, every session of the account ended; 803 bad OTP, 415 new = old (the OTP stays usable)",
  },
  submitFeedback: {
    caller: "token of one who may view the booking",
    answers:
      "`payload { feedback { rating (1–5), comment?, givenAt } }`: a travelled booking's feedback (J§2), once per booking, a second submit answering the first; 2504 before the last flight has departed, for a no-show or a booking never ticketed (the domain's `mayGiveFeedback`); 1016 for anyone else's booking; 400 'Please rate your trip' or 'Please keep your comments within 1000 characters'",
  },
  balance: {
    caller: "token",
    answers:
      "`payload { balances: { DEPOSIT, CREDIT_LINE, TJ_CASH, CREDIT_SHELL } (paise), tjCashPoints, paymentModes }`: `paymentModes` are the user's of DEPOSIT, CREDIT_LINE, CARD, UPI, NETBANKING (J§6: every mode unless an administrator set some; can be empty, and then `pay` and `payment/initiate` refuse 2504); rotated token",
  },
  otpLogin: {
    caller: "—",
    answers: "as `login`; 803 'Invalid OTP' (wrong, used, expired, 3 wrong tries), 802 inactive",
  },
  oauthSignIn: {
    caller: "—",
    answers:
      "as `login`; 801 'Authentication Failed! Please try again.' for a bad token or an email without an account; 404 unless configured",
  },
  defaultToken: {
    caller: "—",
    answers:
      "a GUEST token (visitor id `GUEST-<uuid>`, no account, a session of its own) in `authorization`, `payload.userInfo`",
  },
  partnerByHost: {
    caller: "—",
    answers:
      "`payload { partner }`: the white-label partner served under `host` (port and case ignored) — `key`, `brandName`, `logoUrl`, `hostNames`, `productCodeSuffix`, `theme` (colour tokens), `serviceHost` — or null for the base brand (decision 0078)",
  },
  userProfile: {
    caller: "token",
    answers:
      "`payload { userInfo, profile { phone?, panInfo? { number, panName }, addressInfo? } }`, rotated token; 403 for a guest visitor or an inactive account (F§7 names no profile read: the service's own)",
  },
  updateUser: {
    caller: "token",
    answers:
      "as user-profile, with a token carrying the new name; 400 with the domain's messages, 409 + 812 mobile taken, 403 guest",
  },
  sendTicket: {
    caller: "token (a viewer's, as booking-details) or none",
    answers:
      "`payload { bookingId, channel, recipient, withPrice }`: one outbox message to the booking's contact (booking id, PNRs, flights, passengers with ticket numbers, total when asked); 1016 anyone else's or unknown, 400 + 2504 not paid (`Success`) yet, 429 + 416 after 5 per booking in 10 minutes (counted under a per-booking lock)",
  },
  assignedPolicies: {
    caller: "token",
    answers:
      "`payload { policies[] { pid, userId, value { output { value: boolean } } } }` (pids × userIds, request order); `LOWEST_FARE_REASON` is true for corporate users (role or gps), unknown pids false; one's own ids, CORPORATE / CORPORATE_STAFF also their partner's users, else 403",
  },
  menubar: {
    caller: "token optional",
    answers:
      "`payload { isB2C, topMenu[], userMenu[], notifications? { unreadCount, nudge } }` of `{ key, label, href }`; login/register for visitors, notifications, profile, bookings, logout when signed in, with the caller's unread notifications and the subscribe nudge (answering `nudge: true` records it: at most once per 10 s, never once subscribed or dismissed); `cache-control: no-store`",
  },
  footer: {
    caller: "—",
    answers: "`payload { data[] { title, links[] }, meta { isB2C, copyright } }`; `no-store`",
  },
  pageFrame: {
    caller: "token (a guest's too)",
    answers:
      "`payload { userInfo, menubar, footer, balances: { DEPOSIT, CREDIT_LINE } | null }`: what `currentUser`, `menubar`, `footer` and the agent group's `balance` answer, in one call with one session check, for the frame of every portal page (decision 0074); a guest gets a visitor's menus; `no-store`",
  },
  leftNav: {
    caller: "token optional",
    answers:
      "`payload { items[] }`: the role's landing page (F§2), flight search when `aps` has flight, my bookings, my profile; a visitor: flight search and find booking; `no-store`",
  },
  flightConfig: {
    caller: "—",
    answers:
      "`payload { maxPassengers, multicityMaxLegs, tripTypes, cabinClasses, fareTypes, currency, searchPageConfigMaxAgeSeconds }` from the domain's limits and catalogues",
  },
  offers: {
    caller: "—",
    answers:
      "`payload { offers[] { id, title, description, couponCode?, validTill } }`, `cache-control: public, max-age=31536000` (F§9)",
  },
  notifications: {
    caller: "—",
    answers: "`payload { notifications[] { id, message (≤ 50 characters), receivedOn } }`",
  },
  documents: {
    caller: "—",
    answers:
      '`payload { documents[] { key: "PROMOTIONS", data { promotionZoneType, promoRules[] { id, title, imageUrl, linkUrl } } } }`, one per zone (all by default)',
  },
  errorLog: {
    caller: "token optional",
    answers:
      "`payload { logged: true }`; stored in `client_error_logs` with the user id (a control character is a 400; the stack keeps line breaks and tabs), tokens, emails and 10+ digit runs redacted, the url without query and fragment; only the newest 10,000 ids kept",
  },
  userNotifications: {
    caller: "token (not a guest's)",
    answers:
      "`payload { notifications[] { id, kind, text, href, receivedOn, read }, unreadCount, page, pageCount }`: the caller's own notifications history (J§2), newest first, 10 a page (a page past the last answers the last); made where the booking confirmed, cancelled, amended, wallet top-up, request raised and request answered emails are queued; 403 guest",
  },
  markNotificationsRead: {
    caller: "token (not a guest's)",
    answers:
      "`payload { unreadCount }` after marking the caller's own notifications `ids[]` (or `all: true`) read; anyone else's ids change nothing; 403 guest",
  },
  subscriptionInfo: {
    caller: "token (not a guest's)",
    answers:
      "`payload { topics[], subscribedAt? }`: the caller's subscription (F§7); `dismissNudge: true` stops the subscribe nudge for good; 403 guest",
  },
  subscribeTopics: {
    caller: "token (not a guest's)",
    answers:
      "`payload { topics[], subscribedAt? }`: the caller now subscribes to exactly `topics` (BOOKINGS, WALLET, OFFERS); `[]` unsubscribes; 403 guest",
  },
  coachScreenGet: {
    caller: "token (not a guest's)",
    answers:
      "`payload { screen, dismissed }`: whether the caller dismissed the screen's coach tour (J§2); 403 guest",
  },
  coachScreenUpdate: {
    caller: "token (not a guest's)",
    answers:
      "`payload { screen, dismissed: true }`: the caller dismisses the screen's coach tour, once (again changes nothing); 403 guest",
  },
  userDueInfo: {
    caller: "token",
    answers:
      "`payload { creditLine { limit, due, available }, deposit { balance, due: 0 }, totalDue, oldDueInfo { amount, before } }` in paise from the ledger: due = credit-line booking debits less cancellation refunds, old due = bookings before the 15-day billing cycle less refunds; 403 guest",
  },
  airportList: {
    caller: "—",
    answers:
      "`payload.airports[] { code, name, city, country, latitude, longitude, timeZone }`, `payload.airlines[] { code, name }` (those flying in the network, by name); `cache-control: public, max-age=86400` (F§9)",
  },
  flightSearch: {
    caller: "optional",
    answers:
      "`payload { searchId, retryInSecond, done, batch, batchCount, receivedAfterSeconds, isDomestic, isMultiCity, tripInfos }` (tripInfos: ONWARD, RETURN and COMBO, or for multicity one list per flight under that flight's search id `L<n>-…`, decision 0058; batch 0: 6E and AI, answered after 1 s; batch 1: QP, SG, IX after 3 s; batch 2: the international carriers after 12 s, past the portal's 10 s cut-off; `retryInSecond` is the wait until the next);  1001–1006 from the server checks; 400 'Unknown airport code XYZ'; a valid token widens the fares (SME, corporate) and is rotated; each fare's `seatsRemaining` counts the seats already sold, and a fare without seats for the party is left out",
  },
  flightSearchRetry: {
    caller: "optional",
    answers:
      "the next batch, same shape, until `done` (`retryInSecond: 0`); 2504 for a searchId that is not one of ours",
  },
  fareCalendar: {
    caller: "optional",
    answers:
      "`payload.days[] { date, lowestFare }`: each day of `month` (or only its `days`, when given) within the search's year with a fare, the cheapest one-adult total (paise) the caller's search would show that still has `seats` seats after sales; days without are left out; 400 'Unknown airport code XYZ'; a valid token widens the fares and is rotated",
  },
  shareFlights: {
    caller: "token (an agent's; guests 403, customers 2504)",
    answers:
      "`payload { recipient, flights }`; an email to the outbox listing each fare priced again for the party (2504/1000 as review for a fare not ours or gone); 10 shares per user in 10 min, then 429 + 416",
  },
  flightReview: {
    caller: "token (a guest token will do)",
    answers:
      "`payload { bookingId, expiresAt (the session's minutes: 30, or SESSION_EXPIRY_MINUTES), priceChanged, oldTotal, newTotal, paxInfo, isDomestic, tripInfos (one trip per leg with the chosen price, seats left from the counters), fareSummary }`; 2504 a price id not ours, 1000 a flight no longer sold or a fare not open to this user, 1001–1006 the search's party checks, 1915 not enough seats; 400 'Please select a reason for not choosing the lowest fare' without it (the reason is kept and answered as `policyReason` by review, review-details and booking-details)",
  },
  reviewDetails: {
    caller: "token (the reviewer's)",
    answers:
      "the review payload again (as `review`, `priceChanged: false`) and `bookingStatus` (null until booked); 2504 for anyone else's bookingId; an expired review is still answered with its `expiresAt`",
  },
  claimReview: {
    caller: "token (a signed-in user's, not a guest's)",
    answers:
      "the review payload, now the user's (logging in mid-flow keeps the booking); 2504 when the guest token did not make it, or it is already booked or another user's",
  },
  flightBook: {
    caller: "token (the reviewer's)",
    answers:
      "the booking (`payload` as booking-details): `Pending` (pay within the session's minutes) or `On Hold` (`payBy` = 2 h, at most until 2 h before departure), a PNR per airline (held: with its hold charges); `dynamicFields` the fares ask for (J§5 by basis: a corporate fare's Cost Centre, Project Code, Approver Email; an SME fare's Company Reference; 400 WF100 'Cost Centre should not be empty', '… should not contains special character'), kept and answered as `reportingDetails`; with `saveGst: true` and a GST number, the GST details kept for a signed-in booker (see saved-gst); `employees` (a CORPORATE or CORPORATE_STAFF booker's picked employees' user ids, decision 0086) each held to their own fare policy: 404 WF116 for one not of the booker's organisation (or a caller not a booker), 400 'This fare is outside the fare policy of an employee you are booking for. Please select a reason' without `policyReason` (unless the review has one), the reason, rules broken and employee kept for the out-of-policy report; the same booking again for the same bookingId; 2503 expired bookingId, 1007–1009 names, 1010 duplicate names, 1012–1014 ages, 400 other passenger rules, 2504 wrong passenger count or someone else's bookingId, 1915 seats gone",
  },
  flightHold: {
    caller: "token (the booker's)",
    answers:
      "'Block': a `Pending` booking within its pay-by time goes `On Hold` (`payBy` = 2 h, at most until 2 h before departure), its hold charges (₹200 a passenger for each leg on a low-cost carrier, J§1) in `fareSummary.holdCharges` and `total`, which clears a voucher or wallet part applied before; the same again when held; 1016 not the caller's booking or not booked, 1059 after `payBy`, 2504 already paid or cancelled, 400 when the flight departs too soon",
  },
  flightPay: {
    caller: "token (the booker's)",
    answers:
      "the booking, `Success`, each passenger's `ticketNumbers` per airline (13 digits: prefix, 9-digit serial, mod-7 check digit), or, when the airline refuses to ticket it, `Pending` with `ticketingFailure { reason, at }`, paid (retry-booking, decision 0062); the same again when paid twice; 1015 amount ≠ total, 1059 after `payBy`, 2001 wallet short, 1016 unknown booking, 2504 a wallet not among the user's `paymentModes`, 409 + 2504 while a card, UPI or net-banking payment of it is in flight",
  },
  retryBooking: {
    caller: "token (the booking's payer)",
    answers:
      "the booking after asking the airline again for the tickets of a booking paid but not ticketed (`Pending`, `ticketingFailure { reason, at }`; decision 0062): `Success` with each passenger's `ticketNumbers`, or still `Pending` with `ticketingFailure` updated when the airline refuses again; never charges; a `Success` booking answered as it is; on the locked booking row, so retries at once issue tickets once; 2504 a booking not paid and unticketed, 1016 unknown booking or anyone else's",
  },
  bookingDetails: {
    caller: "optional",
    answers:
      "`payload { bookingId, status, pnrs, payBy, total, paxInfo, tripInfos, passengers[] { type, title, firstName, lastName, dob, ticketNumbers, details? (passport, PAN, frequent flyer, employee id, email, mobile: those given) }, contact (with the emergency contact and destination address given), gst? (every field given), fareSummary, createdAt, addOns, logs? [{ kind, at, by, detail }] (for its viewers, not a guest lookup: booked, held, unheld, paid, paid but not ticketed, retry booking failed, ticketed on retry, payment failed or cancelled, released, cancelled), ticketingFailure? { reason, at } (paid, the airline refused the tickets: decision 0062), modifications? [{ modificationId, paidAt, amount }] (for its viewers: seats, meals or baggage paid for after ticketing, decision 0067), reissues? [{ reissueId, doneAt, amount, kind, reissuedSegments [{ segmentId, flight, route, departureTime, status: REISSUED }] }] (for its viewers: legs moved to another date or cabin, decision 0069), baggageClaims? { flights [{ segmentId, arrival }], claims [{ claimId, passengerId, segmentId, reason, description, status, amount, filedAt }] } (for its viewers, with baggage protect bought: each flight's arrival, from which its 96-hour claim window runs, and the claims filed, oldest first) }` (viewer's token rotated); 1016 for anyone else; 429 + 416 after 10 wrong contacts for the booking in 15 min from the caller's address or 50 from all (decision 0035) — viewers are the owner and their organisation (docs/decisions/0015)",
  },
  fareRules: {
    caller: "token (a guest token will do; for a bookingId the reviewer's)",
    answers:
      "`payload.fareRules[]`, one per leg: `route`, `flightNumbers`, `fareIdentifier`, `fareType`, `cabinClass`, `bookingClass`, `fareBasis`, `refundableType`, `baggage`, `mealIncluded`, `cancellation` and `dateChange` as `[{ window, fee }]` for `MORE_THAN_72_HOURS`, `72_TO_4_HOURS` and `LESS_THAN_4_HOURS` before departure (paise per passenger, the domain's `fareFeeSchedules`, decision 0026: the fare product's fee, a quarter more rounded up to ₹50 and at most the base, then the whole base for a cancellation and `null` (not permitted) for a date change; the cancellation fee is what `cancellationCharge` keeps), `info`: the five J§9 entries in order (the fare rules' tabs, the domain's `fareRuleInfo`): `{ title: 'Baggage', checkIn, cabin }` (allowances, null: none set), `{ title: 'Cancellation' | 'Date Change', fees }` (the windows above, or `[]` when the airline gave no fee), `{ title: 'Seat' | 'Meal', included }` (what the fare includes: `['Free meal']` with a meal, no seat); an entry the airline sets nothing in reads 'As per airline policy.'; 2504 unknown price id or someone else's bookingId, 1000 flight no longer sold",
  },
  myBookings: {
    caller:
      "token (not a guest's); lists the caller's organisation's bookings where decision 0015 says so",
    answers:
      "`payload { tab, page, pageSize, counts { All, Upcoming, Unconfirmed, Completed, Cancelled }, bookings[] { bookingId, status, tab, pnrs, from, to, firstDeparture (local), passengers [\"Mr Asha Sharma\"], total, payBy (null when awaiting tickets), createdAt, awaitingTickets? (true: paid, the airline refused the tickets, decision 0062) } }`, the caller's only, newest first, tabs by the domain's `myBookingsTab`; 403 for a guest token",
  },
  upcomingTravel: {
    caller: "token (not a guest's); the bookings My bookings shows the caller",
    answers:
      "`payload { trips[] { bookingId, pnrs, from, to, passengers, nextFlight { from, to, departure (local), airline, flightNumber } } }`: the bookings under My bookings' Upcoming tab by their next flight still to depart, soonest first, at most 3 (the domain's `upcomingTravel`); 403 for a guest token",
  },
  savedPassengers: {
    caller: "token (a guest's answers none)",
    answers:
      "`payload { passengers: [{ id, type, values { title, firstName, lastName, dob?, pNat?, pNum?, pid?, eD?, … } }] }`: the travellers of the caller's latest bookings, latest first, each once (same type, names and date of birth, any case), at most 20",
  },
  savedGst: {
    caller: "token (a guest's answers none)",
    answers:
      "`payload { gstDetails: [{ gstNumber, registeredName?, billingCompanyName?, registeredEmail?, mobile?, address?, city?, postalCode?, country?, accountCode?, savedAt }] }`: the GST details the caller kept with `saveGst: true` on a booking (flight/book), newest first, one per GST number (saving the same number again replaces it), at most 10 (the domain's `MAX_SAVED_GST_DETAILS`); nobody else's",
  },
  corporateEmployees: {
    caller: "token (a CORPORATE or CORPORATE_STAFF user's; anyone else's answers none)",
    answers:
      "`payload { employees: [{ id, name, email, mobile?, employeeId? }] }`: the active CORPORATE_STAFF and CORPORATE_EMPLOYEE users of the caller's own organisation (partnerId), by name, at most 200 (the domain's `MAX_LISTED_EMPLOYEES`), for the passenger page's employee picker; no employee id is stored yet",
  },
  unhold: {
    caller: "token (the booker's or their organisation's, decision 0029)",
    answers:
      "the booking (as booking-details), `CANCELLED`, its seats back on the counters; the same again when repeated; 2504 not On Hold, 1016 anyone else's",
  },
  cancellationQuote: {
    caller: "token (the booker's or their organisation's, decision 0029; not a guest's)",
    answers:
      "`payload { bookingId, lines[] { tripIndex, segmentIds, route, passengerId, passengerName, type, refundableType, paid, cancellationFee (the fee of the window the leg's departure is in now, decision 0026), refund }, addOns[] { segmentId, passengerId, passengerName, item, paid, refund: 0 } (paid add-ons are kept, decision 0023), totalCancellationFee, totalRefund, refundTo, cancelsBooking }`; nothing written; 403 'Login to Cancel' for a guest, 1016 anyone else's, 2504 unpaid / unknown segment or passenger / already cancelled, 400 a connecting journey split or a departed flight, 1001 an infant left without an adult, 2002 refunds over the charge",
  },
  cancellationConfirm: {
    caller: "token (the booker's or their organisation's, decision 0029; not a guest's)",
    answers:
      'the quote\'s fields plus `amendmentId` (`AM` + 10 digits, the request id), `amendmentType: "CANCELLATION"`, `bookingStatus`, `remarks`, `createdAt`; refund credited to the paying wallet through the ledger, seats returned, booking `CANCELLED` when nothing is left, an email in the outbox; the same amendment again when repeated',
  },
  amendmentRequest: {
    caller:
      "token (the booker's or their organisation's, decision 0029; not a guest's: 'Login to Cancel')",
    answers:
      "`payload { requestId (AR + 10 digits), bookingId, amendmentType, status: REQUESTED, createdAt }`, emailed to the contact; the same request again answers the first; 2504 unless ticketed or for segments/passengers not in it; 1016 for anyone else. The travel desk closes it (queue and process below)",
  },
  amendmentQueue: {
    caller: "token of a CALLCENTER, SUPERVISOR or ADMIN (others: 404)",
    answers:
      "`payload.requests[] { requestId, bookingId, amendmentType, status: REQUESTED, createdAt, segments, passengerNames, route, correction, remarks, contactEmail }`, oldest first, at most 100 (decision 0027)",
  },
  amendmentProcess: {
    caller: "as queue",
    answers:
      "the request closed, with `note` and `processedAt`; the note emailed to the booking's contact once; the same closing again answers it, another one 409 + 2504; 1016 unknown request; 400 with the domain's messages. With `nameCorrection { passengerId, firstName, lastName }` on a correction done: the traveller's name changed on the booking (and its e-ticket) and logged NAME_CORRECTED, within the domain's 3-letter correction rule; a refusal (400, its message) leaves the request open",
  },
  deskBookingSearch: {
    caller: "token of a CALLCENTER, SUPERVISOR or ADMIN (others: 404, nothing written)",
    answers:
      "`payload.bookings[]` as My bookings lists them, newest first, at most 20: the booking with that id, or those with that airline PNR (either case); 400 'Please enter a booking id (WF and 13 digits) or an airline PNR (6 letters and digits)' otherwise. Each search is written to the audit log: who, when, the text, the bookings found (decision 0066)",
  },
  deskBooking: {
    caller: "as desk booking search",
    answers:
      "any user's booking as booking-details answers its owner (logs, documents, baggage claims); 1016 unknown. Each opening is written to the audit log (decision 0066)",
  },
  auditLog: {
    caller: "token of an ADMIN (others: 404)",
    answers:
      "`payload { entries[] { id, at, actorId, actorRole, action, subject, before, after }, page, hasMore }`, newest first, 50 a page, only those about `subject` when given (decision 0066)",
  },
  featureToggles: {
    caller: "token of an ADMIN (others: 404)",
    answers:
      "`payload { toggles[] { feature, target, enabled, changedBy, changedAt } }`: every setting, by feature and target (decision 0083)",
  },
  featureToggleSet: {
    caller: "token of an ADMIN (others: 404, nothing written)",
    answers:
      "as feature-toggles, after setting `feature` on or off for `target` (a user id or All); an unknown user id is refused (WF100). Written to the audit log; every answer's `ui_conf` carries the caller's toggles (decision 0083)",
  },
  peopleList: {
    caller:
      "token of a manager of people: ADMIN, DISTRIBUTOR, AGENT, CORPORATE, CORPORATE_STAFF, WHITELABEL_PARTNER, SALES (others: 404, nothing written)",
    answers:
      "`payload { people[] { userId, name, email, mobile, role, partnerId, status, createdAt }, page, total }`: the accounts the caller manages (the domain's `managedScope`: the organisation tree, decision 0070), matching `query` in name, email, mobile or user id, sorted by `sort` and `direction`, 20 a page",
  },
  peopleAccount: {
    caller: "as people list",
    answers: "one account the caller manages, as the list gives it; 404 for any other",
  },
  peopleCreate: {
    caller: "as people list",
    answers:
      "the new account (a role the caller may create, else 400 'You cannot give this role.'; 812 email or mobile taken), placed in the caller's organisation or, for an organisation's head, a new one (under the caller's when a distributor opens an agency); an invitation email with a set-password link and its code through the outbox; audited",
  },
  peopleRole: {
    caller: "as people list",
    answers:
      "the account with its new role (one the caller may give, else 400 'You cannot give this role.'); its sessions end; audited with before and after; 404 for an account the caller does not manage",
  },
  peopleStatus: {
    caller: "as people list",
    answers:
      "the account ACTIVE or INACTIVE; deactivating ends its sessions at once (its tokens are refused on their next call); audited with before and after; 404 for an account the caller does not manage",
  },
  moneyAccounts: {
    caller:
      "token of ADMIN, ACCOUNTS (agencies, their staff and distributors) or a DISTRIBUTOR (its agencies); others: 404, nothing written",
    answers:
      "`payload { accounts[] { userId, name, email, role, partnerId, dues (as user-due-info: creditLine { limit, due, available }, deposit { balance }, totalDue, oldDueInfo { amount overdue, before }) }, page, total }`: the accounts whose money the caller looks after (the domain's `moneyScope`, decision 0077), matching `query`, by name, 20 a page",
  },
  moneyAccount: {
    caller: "as money accounts",
    answers:
      "`payload { account, statement { wallet, direction, entries [{ id, at, reason, reference?, amount (signed paise), balance (after it), enteredBy? { userId, name } }], page, total } }`: one account's money and 20 entries of its DEPOSIT or CREDIT_LINE statement, newest or oldest first; 404 for an account outside the caller's scope",
  },
  moneyMove: {
    caller: "as money accounts",
    answers:
      "`payload { account, entry, replayed }`: `amount` paise added to (`add`) or taken from (`take`) the account's DEPOSIT or CREDIT_LINE (its limit) as one ledger entry with `reason` and the caller as `enteredBy`; audited with the balance before and after. The same `idempotencyKey` again answers the first entry with `replayed: true` and writes nothing (409 2504 when it came with a different movement); 400 WF100 when a take would leave a deposit below zero or a limit below what is due; 404 for an account outside the caller's scope",
  },
  moneyStatementCsv: {
    caller: "as money accounts",
    answers:
      "`payload { fileName, csv }`: the wallet's whole statement, newest first: the passbook's columns and Entered by",
  },
  supplierAllotmentsLoad: {
    caller: "a SUPPLIER whose organisation supplies an airline (its own flights only); others 404",
    answers:
      "`payload { loadId, rows, seats }`: every row loaded in one transaction, or 400 WF120 with each bad row's message and nothing written",
  },
  corporatePolicies: {
    caller: "token (CORPORATE or CORPORATE_STAFF, the account as it is now; 404 for anyone else)",
    answers:
      "`payload { policies [{ policyId, name, cabins, maxTripFare (paise|null), advancePurchaseDays|null, refundableOnly, assigned, updatedAt }], employees [{ userId, name, email, policyId|null }] }`: the caller's organisation's fare policies by name and its CORPORATE_STAFF and CORPORATE_EMPLOYEE users with the policy each has (decision 0081)",
  },
  corporatePolicySave: {
    caller: "as corporate policies",
    answers:
      "the policy: a new one of the caller's organisation, or (with `policyId`) its new rules; audited with before and after; 404 WF115 for a policy of another organisation; 400 WF117 past 50 policies",
  },
  corporatePolicyAssign: {
    caller: "as corporate policies",
    answers:
      "`payload { userId, name, email, policyId }`: the employee's policy (without `policyId`: none), audited; 404 WF116 for anyone not an employee of the caller's organisation, WF115 for a policy not its own. A review by the employee then asks a reason (WF103) for fares that break it",
  },
  corporateOutOfPolicy: {
    caller: "as corporate policies",
    answers:
      "`payload { bookings [{ bookingId, bookedAt, status, traveller { userId, name }, route, firstDeparture, total, reason, breaches[], reportingDetails[] }], page, total }`: the organisation's bookings made with a policy reason, booked between `from` and `to` (India days), of `travellerId`, with `reason`; 20 a page, sorted by bookedAt, traveller or total",
  },
  corporateCsvDownload: {
    caller: "as corporate policies",
    answers:
      "`payload { fileName, csv }`: F§7's corporate CSV: the out-of-policy report with the same filters, newest first, with reasons, rules broken and reporting details (at most 5,000 lines)",
  },
  corporateReportingDetails: {
    caller: "as corporate policies",
    answers:
      "`payload { bookingId, fields [{ key, label, basis, value }] }`: the reporting fields (J§5's dynamic fields) the fares of a booking of the caller's organisation asked for, each with the value the booking keeps ('' when none): what the portal's correction form starts from; 404 for another organisation's booking",
  },
  corporateUpdateReportingDetails: {
    caller: "as corporate policies",
    answers:
      "`payload { bookingId, reportingDetails [{ label, value }] }`: the reporting details of a booking of the caller's organisation (its booker one of the organisation's accounts) replaced by `dynamicFields`, checked as at booking for the fields its fares asked for (others ignored; 400 'Cost Centre should not be empty', '… should not contains special character'); audited with before and after; 404 for another organisation's booking",
  },
  supplierInventory: {
    caller: "a SUPPLIER (its own loads) or SUPPLIER_ADMIN (its organisation's); others 404",
    answers:
      "`payload { airline, suppliers, mayWithdraw, loads, page, total, orders [{ bookingId, bookedAt, flightNumber, date, seats, amount, status }], ordersPage, ordersTotal }`: loads newest first with their rows (10 a page, `page`); the bookings that took seats of those loads' allotments, newest first (10 a page, `ordersPage`)",
  },
  supplierLoadWithdraw: {
    caller: "a SUPPLIER_ADMIN, for its organisation's loads on sale; others 404",
    answers: "`payload { loadId }`: the load is off sale: searches stop selling its seats",
  },

  peopleResetLink: {
    caller: "as people list",
    answers:
      "the account; an email with a link to the reset page and its code through the outbox; 429 + 416 within 30 s of the last code; audited",
  },
  linkedUserDetails: {
    caller: "token",
    answers:
      "`payload { accounts[] { userId, name, email, role, partnerId, status, current } }`: the accounts linked to the caller's (one person's, decision 0080), the caller's first; empty when none are. With `userId`: the links of an account the caller manages (404 otherwise)",
  },
  peopleLink: {
    caller: "as people list; the caller manages both accounts",
    answers:
      "`userId`'s links (as linked-user-details) after it joins `linkedTo`'s link group; 400 'An account cannot be linked to itself.' or 'This account is already linked to other accounts: unlink it first.'; linking again is no change; 404 for an account the caller does not manage; audited",
  },
  peopleUnlink: {
    caller: "as people list",
    answers:
      "the account's links (none) after it leaves its link group; a group left with one account ends; 404 for an account the caller does not manage; audited",
  },
  toggleLinkedUser: {
    caller: "token; the account must be linked to the caller's",
    answers:
      "the linked account's `userInfo`, as a login answers, with its token in `authorization`; the caller's session ends (its token is refused from then on); 404 for an account not linked to the caller's or the caller's own, 802 (422) for an inactive one; audited",
  },
  flightInvoice: {
    caller:
      "token (not a guest's: 403 'Login for Invoice'); a viewer of the booking (decision 0015)",
    answers:
      '`payload { bookingId, kind: "BOOKING", audience, invoiceNumber, taxInvoiceNumber (WF/26-27/000123, consecutive per financial year, issued once per booking and audience), issuedAt, supplier, recipient, passengers, sectors, flight, travelDate, sacCode, supplyType, lines[] { key, label, amount, section }, total, netPayable }` (the add-ons as the airline fee; Refundable Booking Fee, TJ Flex, Trip Insurance, Baggage Protect and Hold Charges each a line of its own); 2504 for an audience not the caller\'s or a booking not ticketed; 1016 for a booking the caller may not see (decision 0017). With `amendmentId`: the credit note, `kind: "CREDIT_NOTE"`, `amendmentId`, `invoiceNumber` CN-AM…-A, a serial of the same yearly series, the cancelled passengers and legs, base fare less the airline\'s fee, K3 and other taxes, and on the agency copy Commission Recalled, TDS Refunded and Net Credited (the domain\'s `creditNoteAmounts`, decision 0024); total = the cancellation\'s refund; 1016 for a cancellation not of that booking. With `modificationId`: the amendment invoice of seats, meals or baggage added after ticketing (decision 0067), `kind: "AMENDMENT"`, `modificationId`, `invoiceNumber` AI-MB…-A, a serial of the same series, the legs and passengers they were added to, their price as the airline fee; 1016 for a modification not paid or not of that booking; the booking\'s own invoice leaves them out. A cancelled booking keeps its invoice',
  },
  miscellaneousCharge: {
    caller:
      "token of a CALLCENTER, SUPERVISOR, ACCOUNTS or ADMIN (others: 404 WF134, nothing written)",
    answers:
      '`payload { chargeId: MC…, bookingId, replayed }`: a charge (`description`, `amount` in paise, ₹1 to ₹1,00,000) on a ticketed booking, billed on its miscellaneous invoice (flight/invoice with `chargeId`: `kind: "MISCELLANEOUS"`, `invoiceNumber` MI-MC…-A, the description as a line with its 18 % GST, CGST/SGST 9+9 or IGST 18 by place of supply, SAC 998552), which its issuers may read too; one charge per `idempotencyKey` (the same key again answers it with `replayed: true`; another booking\'s key 409 + 2504); 1016 unknown booking, 400 WF133 not ticketed; audited (decision 0084)',
  },
  bookingImport: {
    caller: "token of an AGENT or AGENT_STAFF (others: 404 WF132, nothing written)",
    answers:
      "`payload { bookingId, alreadyYours }`: IMPORT (F§2) of the ticketed booking the service holds under that airline `pnr` with a passenger of that `lastName` (any case), made by a CUSTOMER or a GUEST: it becomes the caller's and is recorded and audited; one the caller's organisation already has answers `alreadyYours: true` (a double submit imports once); 1016 for an unknown PNR or a name that does not match (alike), 409 WF130 another agency's or company's, 400 WF131 not ticketed (decision 0084)",
  },
  seatMap: {
    caller: "token (the booker's)",
    answers:
      "`payload { bookingId, passengers[] { passengerIndex, type, name, carriesInfant }, segments[] { segmentId, tripIndex, flightNumber, from, to, departureTime, aircraft { code, name }, cabinClass, decks[] { deck, columns, aislesAfter, rows[] { row, exitRow, extraLegroom, seats[] { seatNo, column, row, type (window/middle/aisle), features (extraLegroom/exitRow/front), price (paise), status (available/occupied/blocked) } } }, legend[] { key, label }, chosen[] { passengerIndex, seatNo, seatFare } } }`; the booked cabin from the aircraft layout, prices and blocked seats from a seed, occupied = seats other live bookings hold; 1016 anyone else's, 1059 past `payBy`, 2504 paid or cancelled; a ticketed booking's for a signed-in viewer of it (its seats added after ticketing, decision 0067)",
  },
  ssr: {
    caller: "token (the booker's)",
    answers:
      "`payload { bookingId, passengers, segments[] { segmentId, tripIndex, flightNumber, from, to, departureTime, isDomestic, mealIncluded, meals[] { code, name, diet (VEG/NON_VEG), price }, baggage[] { code (XBAG<kg>), kg, price }, fastForward { name, price } or null, wheelchair[] { code (WCHR/WCHS/WCHC), name, price } }, addOns }`; special meals free when the fare includes a meal, else the carrier's menu; fast forward on LCCs only; errors as seat-map",
  },
  addOns: {
    caller: "token (the booker's)",
    answers:
      "the booking (as booking-details) with `addOns[] { segmentId, passengerIndex, seat? { seatNo, seatFare }, meal?, baggage?, fastForward? { price }, wheelchair? }`, the new `total` (pay must send it, 1015 otherwise) and fareSummary `seatCharges`, `mealCharges`, `baggageCharges`, `fastForwardCharges`; 400 with the domain's message (exit row for a child or an adult with a lap infant, infant seat, seat or passenger twice, unknown seat/meal/baggage/flight/passenger), 409 + 1915 seat taken or blocked (one booking wins a race: unique flight, date, seat), 1016, 1059, 2504 as seat-map; 409 + 2504 while a gateway payment of the booking is in flight (it pays the total as it was)",
  },
  modifyBookingQuote: {
    caller: "token (not a guest's: 403); a viewer of the booking (decision 0029)",
    answers:
      "`payload { modificationId (MB…), bookingId, status: QUOTED, added[] { segmentId, passengerIndex, seat? { seatNo, seatFare }, meal?, baggage? }, amount (paise), wallet: null }`: `selections[] { segmentId, passengerIndex, seatNo?, mealCode?, baggageCode? }` are every wanted choice, the booked ones included; what they add is priced as the add-ons are (decision 0067). 400 'Seats, meals and baggage already booked cannot be changed or removed here' or 'Please choose a seat, meal or baggage to add', or the add-ons' messages; 409 + 1915 a seat someone holds; 1016 anyone else's booking, 2504 not ticketed",
  },
  modifyBookingDetails: {
    caller: "token (not a guest's); a viewer of the booking",
    answers:
      "the modification as above (`status: PAID` and `wallet` once paid); 1016 for anyone else's, 2504 once the booking is no longer ticketed",
  },
  modifyBookingPay: {
    caller:
      "token (not a guest's); a viewer of the booking; the wallet one of the caller's `paymentModes` (2504 otherwise)",
    answers:
      "the modification, `status: PAID`, `wallet`: the amount (it must be the quote's, 1015) taken from DEPOSIT or CREDIT_LINE (2001 'Insufficient Balance'), the additions put on the booking (its `addOns`, seats and `total`; booking-details and the e-ticket show them) and its log (`ADD_ONS_ADDED`, 'Seats, meals or baggage added'). Sent again (a double submit), it answers the paid modification and charges nothing more: the modification row is locked and the ledger entry keyed `modification:<id>`, unique. 409 + 1915 a seat taken since the quote (nothing charged), 2504 an addition already on the booking",
  },
  reissueQuote: {
    caller: "token (not a guest's: 403); a viewer of the booking (decision 0029)",
    answers:
      "`payload { reissueId (RI…), bookingId, tripIndex, kind (DATE_CHANGE or CLASS_CHANGE), status: QUOTED, oldTrip, newTrip, window (the old departure's fee window), lines[] { passengerId, passengerName, type, oldFare, newFare, fareDifference, changeFee, ticketNumbers: {} }, fareDifference, changeFee, amount (paise; below zero a refund), wallet: null, paidBy: null, doneAt: null }`: `tripIndex` the leg to move, `priceId` a search result's for the new flight, priced again for the booking's party (decision 0069). 400 'Please choose another date or cabin class' or 'Please choose a flight on the same route'; 8042 a no-show booking, 8037 a departed leg, 1154 a fare that permits no change now (no fee, or within 4 hours); the search's 1000–1006; 1016 anyone else's booking, 2504 not ticketed, no such leg, or a passenger cancelled on it",
  },
  reissueDetails: {
    caller: "token (not a guest's); a viewer of the booking",
    answers:
      "the reissue as above (`status: DONE`, `wallet`, `doneAt` and each line's new `ticketNumbers` once done); 1016 for anyone else's",
  },
  reissueConfirm: {
    caller:
      "token (not a guest's); a viewer of the booking; the wallet one of the caller's `paymentModes` (2504 otherwise)",
    answers:
      "the reissue, `status: DONE`: the amount (it must be the quote's, 1015) taken from the caller's DEPOSIT or CREDIT_LINE (2001 'Insufficient Balance') or, below zero, refunded to the booking owner's; the booking's leg is the new one (its old segments REISSUED, kept in `oldTrip`), every passenger has new `ticketNumbers` for its airlines, seats move flights (409 + 1000 when the new flight sold out since, nothing moved), the old flights' seats, meals and baggage are dropped, `total` changes by the amount, the log says `REISSUED`. Sent again (a double submit), it answers the done reissue and moves nothing more: the reissue row is locked and the ledger entry keyed `reissue:<id>`, unique. 2504 a leg changed since the quote, 8042, 8037 as the quote. Without `wallet`, a refund (or nothing to pay) goes back the way the booking was paid: its wallet, or the credit shell for a card (decision 0075); a payment without `wallet` is 2504 (pay it with `reissue/gateway-pay`); 409 2504 while a gateway payment of it is in flight",
  },
  reissueGatewayPay: {
    caller:
      "token (not a guest's); a viewer of the booking; the mode one of the caller's `paymentModes` (2504 otherwise)",
    answers:
      "as `modify-booking/gateway-pay`, for a reissue's amount above zero (the quote's, 1015; 2504 for a refund or nothing to pay): the payment with `reissueId` (an OTP goes to the caller's mobile); the same payment again while one is in flight; `payment/status`, `otp`, `otp/resend` and `abort` follow it. Its settlement does the reissue once, as `reissue/confirm` does (DONE with `paidBy` the order ref id, unique; new `ticketNumbers`, the log's REISSUED '… by VISA •••• 1111'); a flight sold out since, the leg changed or the reissue done otherwise fails the payment uncharged, and a declined one leaves the quote payable. 409 + 1000 the new flight sold out now (nothing charged), 409 2504 once done; `reissue/confirm` is 409 2504 while a gateway payment of it is in flight (decision 0075)",
  },
  modifyBookingGatewayPay: {
    caller:
      "token (not a guest's); a viewer of the booking; the mode one of the caller's `paymentModes` (2504 otherwise)",
    answers:
      "as `payment/initiate`, for the quote's amount (1015 otherwise): the payment with `modificationId` instead of `bookingId` (an OTP goes to the caller's mobile); the same payment again while one is in flight; `payment/status`, `otp`, `otp/resend` and `abort` follow it. Its settlement puts the additions on the booking once, as `modify-booking/pay` does (the modification `PAID` by the order ref id, unique); a seat taken since the quote, or the modification paid otherwise, fails the payment uncharged and a declined one leaves the quote payable. 409 + 1915 a seat held by another booking now (nothing charged), 409 2504 once paid, 2504 an addition already on the booking or no instrument; `modify-booking/pay` is 409 2504 while a gateway payment of it is in flight (decision 0067)",
  },
  paymentInitiate: {
    caller: "token (the booker's; a guest's will do)",
    answers:
      "`payload { orderRefId, bookingId, mode, status: PENDING, amount, instrument (masked: \"VISA •••• 1111\"), createdAt, retryInSecond }`, or `status: OTP_REQUIRED` with `otpAttemptsLeft: 3`, `otpSentTo` (masked: \"•••••• 3210\"), `otpResendsLeft: 2`, `otpResendInSecond: 30` and `retryInSecond: 0` when the bank asks for its OTP (sent by SMS to the booking's contact mobile, in the outbox); the same payment again while one is in flight (OTP_REQUIRED or PENDING; one whose OTP expired is failed and no longer counts); 1015 amount ≠ total, 1059 after `payBy`, 2504 not awaiting payment, no instrument for the mode or a mode not among the user's `paymentModes`, 1016 not the caller's booking, 400 with the field's message for a bad card, UPI id or bank. Simulated gateway: settles after 3 s; card 4000 0000 0000 0002 is declined, card 4000 0000 0000 0200 stays pending for 200 s then succeeds, card 4000 0000 0000 3220 needs the OTP first (then settles after 3 s), a UPI id starting `fail` is rejected",
  },
  paymentStatus: {
    caller: "token (the payer's)",
    answers:
      "the payment as above; once due, settled once (the booking ticketed, the top-up credited or the modification's additions put on its booking: `SUCCESS`; or `FAILED` with `failureReason`, e.g. the bank's or 'Hold time limit expired'); `retryInSecond` until then (at most 30); OTP_REQUIRED stays so (never settled by time) until its OTP expires after 5 minutes, then `FAILED` with 'The OTP expired, so this payment was cancelled. Nothing was charged.'; 1016 for anyone else",
  },
  paymentOtp: {
    caller: "token (the payer's)",
    answers:
      "the payment as above, for every well-formed request about the caller's payment, judged on the locked row: the right OTP → `PENDING` (settles 3 s later); a wrong one → `otpRejected: true` and `otpAttemptsLeft` one less, the third → `FAILED` with `otpAttemptsLeft: 0` and 'The OTP was entered wrongly 3 times, so this payment was cancelled. Nothing was charged.' (the booking can be paid again); past the 5-minute expiry → `FAILED` with the expired message. 400 `Invalid OTP` (the catalogue's 803 text, errCode 400 as every schema failure) for a blank or not-6-digit OTP, using no try; 409 + 2504 when the payment is not waiting for an OTP; 1016 for anyone else's payment",
  },
  paymentOtpResend: {
    caller: "token (the payer's)",
    answers:
      "the payment as above, with a new OTP sent by SMS that replaces the last (the tries left stay; the new one is valid 5 minutes from now): at most 2 new OTPs per payment (`otpResendsLeft`), each 30 s after the last was sent (`otpResendInSecond` counts down to 0); 429 + 416 sooner or after the last, 409 + 2504 when not waiting for an OTP, 1016 for anyone else's payment; past the expiry → `FAILED` as above",
  },
  paymentAbort: {
    caller: "token (the payer's)",
    answers:
      "the payment as above, `FAILED` with 'You cancelled this payment. Nothing was charged.' when it was waiting for its OTP (abort payment, J§4): one conditional update, so of a right OTP and an abort sent at once exactly one wins; the booking stays unpaid and can be paid again, no wallet is touched. 409 + 2504 once it is no longer waiting for an OTP (verified, settled or failed), 1016 for anyone else's payment",
  },
  topUp: {
    caller: "token (an account's; not a guest's)",
    answers:
      "`payload { topUpId, wallet, amount, status: OPEN, createdAt }`: an order to add `amount` (paise, ₹100 to ₹5,00,000: 400 with 'Please add at least ₹100.00.' or 'You can add at most ₹5,00,000.00 at a time.') to the caller's own wallet: an agency's `DEPOSIT` for the agent group, else `TJ_CASH`; 2504 for a guest (decision 0065)",
  },
  topUpDetails: {
    caller: "token (the top-up's owner)",
    answers:
      "the top-up as above; once credited `status: CREDITED` and `credited { orderRefId, at, balance }` (the wallet's balance just after its ledger entry); 404 2504 for anyone else's",
  },
  topUpPay: {
    caller: "token (the top-up's owner)",
    answers:
      "as `payment/initiate`, for the top-up's amount: the payment with `topUpId` instead of `bookingId` (an OTP goes to the account's mobile); the same payment again while one is in flight; `payment/status`, `otp`, `otp/resend` and `abort` follow it, and its settlement credits the wallet once (the ledger entry keyed by the order ref id, unique; the top-up `CREDITED` by it, unique). 409 2504 once credited, 404 2504 for anyone else's top-up, 2504 no instrument or a mode not among the user's `paymentModes`",
  },
  passbook: {
    caller: "token (an account's; not a guest's)",
    answers:
      "`payload { wallet, balance, entries [{ id, at, reason, reference?, amount (signed paise), balance (after it) }], page, pageCount }`: the caller's top-up wallet, 20 entries a page (zero-based), newest first; 2504 for a guest",
  },
  passbookCsv: {
    caller: "token (an account's; not a guest's)",
    answers:
      "`payload { fileName, csv }`: the whole passbook, newest first: Date, Description, Reference, Credit, Debit, Balance (rupees, 2 decimals; cells that could run as a formula start with '); 2504 for a guest",
  },
  flightRedemption: {
    caller: "token (the booker's; a guest's will do)",
    answers:
      "`payload { booking, voucher?, tjCash?, walletPart? }`: the booking with `redemption { voucherCode, tjCashPoints, creditShell, walletPart? }` and its fare summary's `creditShellUtilized`, `voucherDiscount`, `tjCashRedeemed`, `walletDeducted` and `finalAmount` (what pay and initiate must then charge; the points and the wallet part leave their wallets only when it is paid, with the card's or wallet's payment); `voucher` `{ valid: false }` for an unknown code or `{ valid: true, discount }` (0: its terms do not apply, not applied); `tjCash` `{ kind: applied, points }`, `{ kind: insufficient, balancePoints }` or `{ kind: overLimit, maxPoints }` (≥ ₹1 must be left to pay); request `walletPart { wallet: DEPOSIT | CREDIT_LINE, amount }` (paise; absent clears it) answers `walletPart` `{ kind: applied, amount }`, `{ kind: insufficient, balance }` or `{ kind: overLimit, maxAmount }` (≥ ₹1 left for the current mode), 2504 for a wallet not among the user's `paymentModes`. 1016, 1059, 2504 as for add-ons; 409 2504 while a card/UPI payment is in flight. Add-ons chosen again clear it; `hold` refuses while TJ Cash is applied. Demo vouchers: `WAYDOM10` (10 %, at most ₹1,000, domestic, from ₹3,000, till 2027-03-31), `WAYFLY5` (5 %, at most ₹2,500, from ₹10,000, till 2027-12-31)",
  },
  flightProtection: {
    caller: "token (the booker's; a guest's will do)",
    answers:
      "request `{ bookingId, cancellationProtection, tripInsurance, tjFlex?, baggageProtect?, insuranceAgeConfirmed? }` (booleans), `tripInsurancePlan?` (the plan code, needed with insurance) and `baggageProtectPassengers?` (the 1-based ids covered; left out, every passenger); the booking, its `total` and fare summary's `refundableBookingFee`, `tjFlexCharges`, `tripInsuranceCharges` and `baggageProtectCharges` priced now, and `protection { offers { cancellationProtection? { premium, gstCharges, managementFee, managementFeeTax, agentCommission, agentCommissionTax, total }, tjFlex? { perPassengerCharge, flexFee, flexGst, totalCharges, passengerIds }, tripInsurance? { planCode, plan, days, travellers, fare { SP, SPGST, AC, TF } }, tripInsurancePlans? [{ planCode, plan, days, travellers, fare, isio }], baggageProtect { supplierFee, supplierGst, agentCommission, tds, total, payout, passengers, passengerIds } }, chosen { cancellationProtection, tjFlex, tripInsurance, tripInsurancePlan?, baggageProtect, baggageProtectPassengers? } }` (paise; cancellation protection is 5 % of the flights' fare, at least ₹149, + 18 % GST + ₹49 management fee + its GST, not offered above ₹5,00,000; TJ Flex ₹299 + 18 % GST per passenger aged 2 to 70, domestic and not multicity nor a TJ Flex fare; insurance in three plans, each + 18 % GST, 4 days one way: TRIPSAFE_BASIC ₹59 + ₹9 a day per traveller (travellers up to 80), TRIPSAFE_50K ₹99 + ₹15 (up to 70; offered first), TRIPSAFE_PREMIUM ₹179 + ₹25 and ₹49 adventure sports for each traveller not older than 60 (up to 70); a plan an older traveller rules out has `isio` false, and with none available insurance is not offered (J§4); baggage protect ₹149 + 18 % GST per passenger covered, payout ₹19,000 domestic / ₹66,000 abroad; the agent's commission and TDS are shown, not charged); a changed total clears the voucher, TJ Cash and wallet part. 400 WF100 'Please confirm with the T&C* to proceed.' for insurance without `insuranceAgeConfirmed`, 'Please choose an insurance plan.' for insurance without `tripInsurancePlan`; 2504 for a plan unknown or not available (`isio` false); 'Please select the passengers whose baggage to protect.' for baggage protect with an empty list; 2504 for a passenger not on the booking; 2504 for cancellation protection not offered; 1016, 1059, 2504 as for add-ons; 409 2504 while a card payment is in flight. A paid booking's `protection.offers` are what it bought, with `insuranceCertificate` once ticketed with insurance and `firstDeparture` with TJ Flex (its amend window, J§4); a cancellation of a protected booking refunds everything paid for the flights cancelled, and TJ Flex does so for its passengers 24 h or more before departure",
  },
  documentUpload: {
    caller: "token (the booker's, before the booking is paid)",
    answers:
      "request `{ bookingId, passengerIndex (0-based), name, contentType: application/pdf | image/jpeg | image/png, content (base64) }`; `payload { passengerIndex, name, size }`, replacing that passenger's earlier document. 400 WF100 'Please upload the document' (empty), 'File is too big! Please try a different file.' (over 5 MB; 413 for a larger body), 'Please upload a PDF, JPG or PNG file.' (bytes not of the type); 1016 another's booking; 2504 paid, or no such passenger. booking-details then names each passenger's `document { name, size }` for the booking's viewers",
  },
  fetchDocument: {
    caller: "token (the booking's viewers)",
    answers:
      "request `{ bookingId, passengerIndex }`; `payload { passengerIndex, name, size, contentType, content (base64) }`; 1016 for anyone else or a passenger without one",
  },
  baggageClaim: {
    caller: "token (the booking's viewers)",
    answers:
      "`payload { claimId (BC and ten digits), passengerId, segmentId, reason (LOST, DELAYED or DAMAGED), description, status: Submitted, amount (the most it pays: the payout per passenger, ₹19,000 domestic or ₹66,000 international, in paise), filedAt }`: a baggage protect claim for a covered passenger on one flight of a ticketed booking, from the flight's arrival until 96 hours after it on the service's clock, once per passenger and flight (decision 0060); 400 with our message before arrival, after the window, for a passenger not covered, a flight not booked, a booking not ticketed or a second claim; 1016 for anyone else",
  },
  customerJourneyShare: {
    caller: "token of a business user who may see the booking (guests and CUSTOMER: 1016)",
    answers:
      "request `{ bookingId, showPrice }`; `payload { bookingId, token (43 characters, base64url of 32 random bytes), showPrice, sharedAt }`: the link to the booking's customer journey page, shown once (only its SHA-256 is stored); the booking's earlier link is revoked (decision 0072); 1016 for a booking the caller may not see",
  },
  customerJourneyRevoke: {
    caller: "as share",
    answers: "`payload { bookingId, revoked }`: the booking's live links (0 or 1) stop working",
  },
  customerJourneyDetails: {
    caller:
      "anyone holding a live link's token (no session needed); POST, so the token is never in a logged URL",
    answers:
      "`payload { bookingId, bookingUserId, bookingStatus, agentName, email, mobile, logo, showPrice, totalFare (null when hidden), customerTripInfos[] { segment, passengers[] { id, name } }, isRequestRaised, pendingRequests[] { requestId, amendmentType, status, segmentIds, createdAt }, segments[] { segmentId, autofill, autofillError } }` (J§3); 404 WF100 'This link is no longer valid. Please ask your travel agent for a new one.' for a revoked or unknown token",
  },
  createCustomerRequest: {
    caller: "as customer-journey-details: the token alone authorises it",
    answers:
      "request `{ token, segmentId, amendmentType, passengerIds, correction?, remarks? }`; the amendment request's payload plus `isRequestRaised: true`, queued for the travel desk with the link it came from and emailed to the booking's contact; the same request again answers the first; 409 WF100 with the segment's autofill error (a request already waiting for it, a booking not ticketed); 2504 for a segment or passenger not in the booking; 404 as details for a dead link",
  },
};
