import { z } from "zod";
import { loginRequestSchema } from "../auth/login";
import { searchQuerySchema } from "../search/search-query";
import {
  ADD_ONS_PATH,
  addOnsRequestSchema,
  SEAT_MAP_PATH,
  SSR_PATH,
  seatMapPayloadSchema,
  seatMapRequestSchema,
  ssrPayloadSchema,
  ssrRequestSchema,
} from "./add-ons";
import {
  AMENDMENT_PROCESS_PATH,
  AMENDMENT_QUEUE_PATH,
  AMENDMENT_REQUEST_PATH,
  amendmentProcessPayloadSchema,
  amendmentProcessRequestSchema,
  amendmentQueuePayloadSchema,
  amendmentQueueRequestSchema,
  amendmentRequestPayloadSchema,
  amendmentRequestRequestSchema,
} from "./amendment-request";
import {
  ASSIGNED_POLICIES_PATH,
  assignedPoliciesPayloadSchema,
  assignedPoliciesRequestSchema,
} from "./assigned-policies";
import {
  DEFAULT_TOKEN_PATH,
  forgetCallSchema,
  loggedOutPayloadSchema,
  OAUTH_SIGN_IN_PATH,
  OTP_LOGIN_PATH,
  oauthSignInCallSchema,
  otpCallSchema,
  otpLoginCallSchema,
  otpSentPayloadSchema,
  passwordResetPayloadSchema,
  registerCallSchema,
  registeredPayloadSchema,
  resetCallSchema,
  sessionPayloadSchema,
} from "./auth";
import { BAGGAGE_CLAIM_PATH, baggageClaimRequestSchema, baggageClaimSchema } from "./baggage-claim";
import {
  BOOKING_DETAILS_PATH,
  bookingDetailsRequestSchema,
  bookingPayloadSchema,
  bookRequestSchema,
  FLIGHT_BOOK_PATH,
  FLIGHT_HOLD_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REVIEW_PATH,
  holdRequestSchema,
  payRequestSchema,
  REVIEW_DETAILS_PATH,
  reviewDetailsPayloadSchema,
  reviewDetailsRequestSchema,
  reviewPayloadSchema,
  reviewRequestSchema,
} from "./booking";
import {
  BOOKING_IMPORT_PATH,
  bookingImportPayloadSchema,
  bookingImportRequestSchema,
} from "./booking-import";
import {
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  cancellationConfirmPayloadSchema,
  cancellationConfirmRequestSchema,
  cancellationQuotePayloadSchema,
  cancellationQuoteRequestSchema,
  MY_BOOKINGS_PATH,
  myBookingsPayloadSchema,
  myBookingsRequestSchema,
  UNHOLD_PATH,
  unholdRequestSchema,
} from "./booking-lifecycle";
import { CLAIM_REVIEW_PATH, claimReviewRequestSchema } from "./claim-review";
import {
  CORPORATE_EMPLOYEES_PATH,
  corporateEmployeesPayloadSchema,
  corporateEmployeesRequestSchema,
} from "./corporate-employees";
import {
  CORPORATE_CSV_DOWNLOAD_PATH,
  CORPORATE_OUT_OF_POLICY_PATH,
  CORPORATE_POLICIES_PATH,
  CORPORATE_POLICY_ASSIGN_PATH,
  CORPORATE_POLICY_SAVE_PATH,
  CORPORATE_REPORTING_DETAILS_PATH,
  CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
  corporateCsvDownloadPayloadSchema,
  corporateCsvDownloadRequestSchema,
  corporateOutOfPolicyPayloadSchema,
  corporateOutOfPolicyRequestSchema,
  corporatePoliciesPayloadSchema,
  corporatePoliciesRequestSchema,
  corporatePolicyAssignPayloadSchema,
  corporatePolicyAssignRequestSchema,
  corporatePolicySaveRequestSchema,
  corporateReportingDetailsPayloadSchema,
  corporateReportingDetailsRequestSchema,
  corporateUpdateReportingDetailsPayloadSchema,
  corporateUpdateReportingDetailsRequestSchema,
  farePolicySchema,
} from "./corporate-policies";
import {
  CREATE_CUSTOMER_REQUEST_PATH,
  CUSTOMER_JOURNEY_DETAILS_PATH,
  CUSTOMER_JOURNEY_REVOKE_PATH,
  CUSTOMER_JOURNEY_SHARE_PATH,
  createCustomerRequestPayloadSchema,
  createCustomerRequestRequestSchema,
  customerJourneyDetailsRequestSchema,
  customerJourneyPayloadSchema,
  customerJourneyRevokePayloadSchema,
  customerJourneyRevokeRequestSchema,
  customerJourneySharePayloadSchema,
  customerJourneyShareRequestSchema,
} from "./customer-journey";
import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  auditLogRequestSchema,
  DESK_BOOKING_PATH,
  DESK_BOOKING_SEARCH_PATH,
  deskBookingRequestSchema,
  deskBookingSearchPayloadSchema,
  deskBookingSearchRequestSchema,
} from "./desk-bookings";
import {
  DOCUMENT_UPLOAD_PATH,
  documentMetadataSchema,
  documentPayloadSchema,
  documentUploadRequestSchema,
  fetchDocumentRequestSchema,
  PASSENGER_DOCUMENT_PATH,
} from "./documents";
import { endpoint } from "./endpoint";
import { BACKEND_PATH, type BackendApiName } from "./envelope";
import {
  FARE_CALENDAR_PATH,
  fareCalendarPayloadSchema,
  fareCalendarRequestSchema,
} from "./fare-calendar";
import { FARE_RULES_PATH, fareRulesPayloadSchema, fareRulesRequestSchema } from "./fare-rules";
import {
  FEATURE_TOGGLE_SET_PATH,
  FEATURE_TOGGLES_PATH,
  featureToggleSetRequestSchema,
  featureTogglesPayloadSchema,
  featureTogglesRequestSchema,
} from "./feature-toggles";
import {
  gatewayPaymentPayloadSchema,
  PAYMENT_ABORT_PATH,
  PAYMENT_INITIATE_PATH,
  PAYMENT_OTP_PATH,
  PAYMENT_OTP_RESEND_PATH,
  PAYMENT_STATUS_PATH,
  paymentAbortRequestSchema,
  paymentInitiateDataSchema,
  paymentOtpRequestSchema,
  paymentOtpResendRequestSchema,
  paymentStatusRequestSchema,
} from "./gateway-payment";
import { FLIGHT_INVOICE_PATH, invoicePayloadSchema, invoiceRequestSchema } from "./invoice";
import { balancePayloadSchema } from "./ledger";
import {
  LINKED_USER_DETAILS_PATH,
  linkedUserDetailsPayloadSchema,
  linkedUserDetailsRequestSchema,
  PEOPLE_LINK_PATH,
  PEOPLE_UNLINK_PATH,
  peopleLinkRequestSchema,
  peopleUnlinkRequestSchema,
  TOGGLE_LINKED_USER_PATH,
  toggleLinkedUserRequestSchema,
} from "./linked-users";
import {
  MISCELLANEOUS_CHARGE_PATH,
  miscellaneousChargePayloadSchema,
  miscellaneousChargeRequestSchema,
} from "./miscellaneous-charge";
import {
  MODIFY_BOOKING_DETAILS_PATH,
  MODIFY_BOOKING_GATEWAY_PAY_PATH,
  MODIFY_BOOKING_PAY_PATH,
  MODIFY_BOOKING_QUOTE_PATH,
  modificationPayloadSchema,
  modifyBookingDetailsRequestSchema,
  modifyBookingGatewayPayDataSchema,
  modifyBookingPayRequestSchema,
  modifyBookingQuoteRequestSchema,
} from "./modify-booking";
import {
  MONEY_ACCOUNT_PATH,
  MONEY_ACCOUNTS_PATH,
  MONEY_MOVE_PATH,
  MONEY_STATEMENT_CSV_PATH,
  moneyAccountPayloadSchema,
  moneyAccountRequestSchema,
  moneyAccountsPayloadSchema,
  moneyAccountsRequestSchema,
  moneyMovePayloadSchema,
  moneyMoveRequestSchema,
  moneyStatementCsvPayloadSchema,
  moneyStatementCsvRequestSchema,
} from "./money";
import {
  PEOPLE_ACCOUNT_PATH,
  PEOPLE_CREATE_PATH,
  PEOPLE_LIST_PATH,
  PEOPLE_RESET_LINK_PATH,
  PEOPLE_ROLE_PATH,
  PEOPLE_STATUS_PATH,
  peopleAccountRequestSchema,
  peopleCreateRequestSchema,
  peopleListPayloadSchema,
  peopleListRequestSchema,
  peopleResetLinkRequestSchema,
  peopleRoleRequestSchema,
  peopleStatusRequestSchema,
  personSchema,
} from "./people";
import {
  clientVariantRequestSchema,
  DOCUMENTS_PATH,
  documentsPayloadSchema,
  documentsRequestSchema,
  ERROR_LOG_PATH,
  errorLoggedPayloadSchema,
  errorLogRequestSchema,
  FLIGHT_CONFIG_PATH,
  FOOTER_PATH,
  flightConfigPayloadSchema,
  footerPayloadSchema,
  LEFT_NAV_PATH,
  leftNavPayloadSchema,
  MENUBAR_PATH,
  menubarPayloadSchema,
  NOTIFICATIONS_PATH,
  notificationsPayloadSchema,
  OFFERS_PATH,
  offersPayloadSchema,
  PAGE_FRAME_PATH,
  pageFramePayloadSchema,
  pageFrameRequestSchema,
  USER_DUE_INFO_PATH,
  userDueInfoPayloadSchema,
} from "./portal-furniture";
import {
  UPDATE_USER_PATH,
  USER_PROFILE_PATH,
  updateUserRequestSchema,
  userProfilePayloadSchema,
} from "./profile";
import {
  FLIGHT_PROTECTION_PATH,
  protectionPayloadSchema,
  protectionRequestSchema,
} from "./protection";
import {
  FLIGHT_REDEMPTION_PATH,
  redemptionPayloadSchema,
  redemptionRequestSchema,
} from "./redemption";
import {
  REISSUE_CONFIRM_PATH,
  REISSUE_DETAILS_PATH,
  REISSUE_GATEWAY_PAY_PATH,
  REISSUE_QUOTE_PATH,
  reissueConfirmRequestSchema,
  reissueDetailsRequestSchema,
  reissueGatewayPayDataSchema,
  reissuePayloadSchema,
  reissueQuoteRequestSchema,
} from "./reissue";
import { RETRY_BOOKING_PATH, retryBookingRequestSchema } from "./retry-booking";
import { SAVED_GST_PATH, savedGstPayloadSchema, savedGstRequestSchema } from "./saved-gst";
import {
  SAVED_PASSENGERS_PATH,
  savedPassengersPayloadSchema,
  savedPassengersRequestSchema,
} from "./saved-passengers";
import {
  AIRPORT_LIST_PATH,
  airportListPayloadSchema,
  FLIGHT_SEARCH_PATH,
  FLIGHT_SEARCH_RETRY_PATH,
  searchResultsPayloadSchema,
  searchRetryRequestSchema,
} from "./search";
import {
  flightsSharedPayloadSchema,
  SHARE_FLIGHTS_PATH,
  shareFlightsSchema,
} from "./share-flights";
import {
  SUPPLIER_ALLOTMENTS_LOAD_PATH,
  SUPPLIER_INVENTORY_PATH,
  SUPPLIER_LOAD_WITHDRAW_PATH,
  supplierAllotmentsLoadPayloadSchema,
  supplierAllotmentsLoadRequestSchema,
  supplierInventoryPayloadSchema,
  supplierInventoryRequestSchema,
  supplierLoadWithdrawPayloadSchema,
  supplierLoadWithdrawRequestSchema,
} from "./supplier-inventory";
import {
  SEND_TICKET_PATH,
  sendTicketRequestSchema,
  ticketSentPayloadSchema,
} from "./ticket-delivery";
import { tripFeedbackCallSchema, tripFeedbackPayloadSchema } from "./trip-feedback";
import {
  UPCOMING_TRAVEL_PATH,
  upcomingTravelPayloadSchema,
  upcomingTravelRequestSchema,
} from "./upcoming-travel";
import { userInfoPayloadSchema } from "./user-info";
import {
  COACH_SCREEN_GET_PATH,
  COACH_SCREEN_UPDATE_PATH,
  coachScreenPayloadSchema,
  coachScreenRequestSchema,
  markNotificationsReadRequestSchema,
  notificationsReadPayloadSchema,
  SUBSCRIBE_TOPICS_PATH,
  SUBSCRIPTION_INFO_PATH,
  subscribeTopicsRequestSchema,
  subscriptionInfoRequestSchema,
  subscriptionPayloadSchema,
  USER_NOTIFICATIONS_PATH,
  USER_NOTIFICATIONS_READ_PATH,
  userNotificationsPayloadSchema,
  userNotificationsRequestSchema,
} from "./user-notifications";
import {
  PASSBOOK_CSV_PATH,
  PASSBOOK_PATH,
  passbookCsvPayloadSchema,
  passbookCsvRequestSchema,
  passbookPayloadSchema,
  passbookRequestSchema,
  TOP_UP_DETAILS_PATH,
  TOP_UP_PATH,
  TOP_UP_PAY_PATH,
  topUpDetailsRequestSchema,
  topUpPayDataSchema,
  topUpPayloadSchema,
  topUpRequestSchema,
} from "./wallet-top-up";
import {
  PARTNER_BY_HOST_PATH,
  partnerByHostPayloadSchema,
  partnerByHostRequestSchema,
} from "./white-label";

/** What a GET sends, and a gateway call that names only its apiName. */
const nothing = z.object({});

const backendCall = <Request extends z.ZodType, Answer extends z.ZodType>(
  apiName: BackendApiName,
  request: Request,
  answer: Answer,
) => endpoint({ method: "POST", path: BACKEND_PATH, apiName, request, answer });

const get = <Answer extends z.ZodType>(path: string, answer: Answer) =>
  endpoint({ method: "GET", path, request: nothing, answer });

const post = <Request extends z.ZodType, Answer extends z.ZodType>(
  path: string,
  request: Request,
  answer: Answer,
) => endpoint({ method: "POST", path, request, answer });

/**
 * Every endpoint the flight service serves (F§7, J§; decision 0041), named after its path
 * constant without `_PATH` (a gateway call after its apiName). The portal calls
 * `service.call(endpoints.x, data)`; the service registers one handler per entry; the
 * service README's endpoint table is generated from it. The service's development-only
 * endpoints (outbox, accounts, clock) are not part of the contract: they are `devEndpoints`.
 */
export const endpoints = {
  // The generic gateway POST /xms/v1/backend (F§7), one entry per apiName.
  login: backendCall("login", loginRequestSchema, sessionPayloadSchema),
  logout: backendCall("logout", nothing, loggedOutPayloadSchema),
  currentUser: backendCall("currentUser", nothing, userInfoPayloadSchema),
  otp: backendCall("otp", otpCallSchema, otpSentPayloadSchema),
  register: backendCall("register", registerCallSchema, registeredPayloadSchema),
  forget: backendCall("forget", forgetCallSchema, otpSentPayloadSchema),
  reset: backendCall("reset", resetCallSchema, passwordResetPayloadSchema),
  balance: backendCall("balance", nothing, balancePayloadSchema),
  submitFeedback: backendCall("submitFeedback", tripFeedbackCallSchema, tripFeedbackPayloadSchema),

  // Sign-in and the guest token.
  otpLogin: post(OTP_LOGIN_PATH, otpLoginCallSchema, sessionPayloadSchema),
  oauthSignIn: post(OAUTH_SIGN_IN_PATH, oauthSignInCallSchema, sessionPayloadSchema),
  defaultToken: get(DEFAULT_TOKEN_PATH, sessionPayloadSchema),
  partnerByHost: post(
    PARTNER_BY_HOST_PATH,
    partnerByHostRequestSchema.shape.data,
    partnerByHostPayloadSchema,
  ),

  // The portal's furniture: profile, ticket delivery, policies, menus, config, dues.
  userProfile: get(USER_PROFILE_PATH, userProfilePayloadSchema),
  updateUser: post(UPDATE_USER_PATH, updateUserRequestSchema.shape.data, userProfilePayloadSchema),
  sendTicket: post(SEND_TICKET_PATH, sendTicketRequestSchema.shape.data, ticketSentPayloadSchema),
  assignedPolicies: post(
    ASSIGNED_POLICIES_PATH,
    assignedPoliciesRequestSchema.shape.data,
    assignedPoliciesPayloadSchema,
  ),
  menubar: post(MENUBAR_PATH, clientVariantRequestSchema.shape.data, menubarPayloadSchema),
  footer: post(FOOTER_PATH, clientVariantRequestSchema.shape.data, footerPayloadSchema),
  leftNav: get(LEFT_NAV_PATH, leftNavPayloadSchema),
  pageFrame: post(PAGE_FRAME_PATH, pageFrameRequestSchema, pageFramePayloadSchema),
  flightConfig: get(FLIGHT_CONFIG_PATH, flightConfigPayloadSchema),
  offers: get(OFFERS_PATH, offersPayloadSchema),
  notifications: get(NOTIFICATIONS_PATH, notificationsPayloadSchema),
  documents: post(DOCUMENTS_PATH, documentsRequestSchema.shape.data, documentsPayloadSchema),
  errorLog: post(ERROR_LOG_PATH, errorLogRequestSchema.shape.data, errorLoggedPayloadSchema),
  userDueInfo: get(USER_DUE_INFO_PATH, userDueInfoPayloadSchema),

  // A user's notifications history, subscription and coach tour (J§2, F§7).
  userNotifications: post(
    USER_NOTIFICATIONS_PATH,
    userNotificationsRequestSchema.shape.data,
    userNotificationsPayloadSchema,
  ),
  markNotificationsRead: post(
    USER_NOTIFICATIONS_READ_PATH,
    markNotificationsReadRequestSchema.shape.data,
    notificationsReadPayloadSchema,
  ),
  subscriptionInfo: post(
    SUBSCRIPTION_INFO_PATH,
    subscriptionInfoRequestSchema.shape.data,
    subscriptionPayloadSchema,
  ),
  subscribeTopics: post(
    SUBSCRIBE_TOPICS_PATH,
    subscribeTopicsRequestSchema.shape.data,
    subscriptionPayloadSchema,
  ),
  coachScreenGet: post(
    COACH_SCREEN_GET_PATH,
    coachScreenRequestSchema.shape.data,
    coachScreenPayloadSchema,
  ),
  coachScreenUpdate: post(
    COACH_SCREEN_UPDATE_PATH,
    coachScreenRequestSchema.shape.data,
    coachScreenPayloadSchema,
  ),

  // Airports, search and sharing found flights.
  airportList: get(AIRPORT_LIST_PATH, airportListPayloadSchema),
  flightSearch: post(FLIGHT_SEARCH_PATH, searchQuerySchema, searchResultsPayloadSchema),
  flightSearchRetry: post(
    FLIGHT_SEARCH_RETRY_PATH,
    searchRetryRequestSchema.shape.data,
    searchResultsPayloadSchema,
  ),
  shareFlights: post(SHARE_FLIGHTS_PATH, shareFlightsSchema, flightsSharedPayloadSchema),
  fareCalendar: post(
    FARE_CALENDAR_PATH,
    fareCalendarRequestSchema.shape.data,
    fareCalendarPayloadSchema,
  ),

  // Review, book, hold, pay, booking details and fare rules.
  flightReview: post(FLIGHT_REVIEW_PATH, reviewRequestSchema.shape.data, reviewPayloadSchema),
  reviewDetails: post(
    REVIEW_DETAILS_PATH,
    reviewDetailsRequestSchema.shape.data,
    reviewDetailsPayloadSchema,
  ),
  claimReview: post(CLAIM_REVIEW_PATH, claimReviewRequestSchema.shape.data, reviewPayloadSchema),
  flightBook: post(FLIGHT_BOOK_PATH, bookRequestSchema.shape.data, bookingPayloadSchema),
  flightHold: post(FLIGHT_HOLD_PATH, holdRequestSchema.shape.data, bookingPayloadSchema),
  flightPay: post(FLIGHT_PAY_PATH, payRequestSchema.shape.data, bookingPayloadSchema),
  retryBooking: post(
    RETRY_BOOKING_PATH,
    retryBookingRequestSchema.shape.data,
    bookingPayloadSchema,
  ),
  bookingDetails: post(
    BOOKING_DETAILS_PATH,
    bookingDetailsRequestSchema.shape.data,
    bookingPayloadSchema,
  ),
  fareRules: post(FARE_RULES_PATH, fareRulesRequestSchema.shape.data, fareRulesPayloadSchema),

  // After booking: my bookings, saved passengers and GST details, unhold, cancellation, amendments, invoices.
  myBookings: post(MY_BOOKINGS_PATH, myBookingsRequestSchema.shape.data, myBookingsPayloadSchema),
  upcomingTravel: post(
    UPCOMING_TRAVEL_PATH,
    upcomingTravelRequestSchema.shape.data,
    upcomingTravelPayloadSchema,
  ),
  savedPassengers: post(
    SAVED_PASSENGERS_PATH,
    savedPassengersRequestSchema.shape.data,
    savedPassengersPayloadSchema,
  ),
  savedGst: post(SAVED_GST_PATH, savedGstRequestSchema.shape.data, savedGstPayloadSchema),
  corporateEmployees: post(
    CORPORATE_EMPLOYEES_PATH,
    corporateEmployeesRequestSchema.shape.data,
    corporateEmployeesPayloadSchema,
  ),
  corporatePolicies: post(
    CORPORATE_POLICIES_PATH,
    corporatePoliciesRequestSchema.shape.data,
    corporatePoliciesPayloadSchema,
  ),
  corporatePolicySave: post(
    CORPORATE_POLICY_SAVE_PATH,
    corporatePolicySaveRequestSchema.shape.data,
    farePolicySchema,
  ),
  corporatePolicyAssign: post(
    CORPORATE_POLICY_ASSIGN_PATH,
    corporatePolicyAssignRequestSchema.shape.data,
    corporatePolicyAssignPayloadSchema,
  ),
  corporateOutOfPolicy: post(
    CORPORATE_OUT_OF_POLICY_PATH,
    corporateOutOfPolicyRequestSchema.shape.data,
    corporateOutOfPolicyPayloadSchema,
  ),
  corporateCsvDownload: post(
    CORPORATE_CSV_DOWNLOAD_PATH,
    corporateCsvDownloadRequestSchema.shape.data,
    corporateCsvDownloadPayloadSchema,
  ),
  corporateReportingDetails: post(
    CORPORATE_REPORTING_DETAILS_PATH,
    corporateReportingDetailsRequestSchema.shape.data,
    corporateReportingDetailsPayloadSchema,
  ),
  corporateUpdateReportingDetails: post(
    CORPORATE_UPDATE_REPORTING_DETAILS_PATH,
    corporateUpdateReportingDetailsRequestSchema.shape.data,
    corporateUpdateReportingDetailsPayloadSchema,
  ),
  unhold: post(UNHOLD_PATH, unholdRequestSchema.shape.data, bookingPayloadSchema),
  cancellationQuote: post(
    CANCELLATION_QUOTE_PATH,
    cancellationQuoteRequestSchema.shape.data,
    cancellationQuotePayloadSchema,
  ),
  cancellationConfirm: post(
    CANCELLATION_CONFIRM_PATH,
    cancellationConfirmRequestSchema.shape.data,
    cancellationConfirmPayloadSchema,
  ),
  amendmentRequest: post(
    AMENDMENT_REQUEST_PATH,
    amendmentRequestRequestSchema.shape.data,
    amendmentRequestPayloadSchema,
  ),
  amendmentQueue: post(
    AMENDMENT_QUEUE_PATH,
    amendmentQueueRequestSchema.shape.data,
    amendmentQueuePayloadSchema,
  ),
  amendmentProcess: post(
    AMENDMENT_PROCESS_PATH,
    amendmentProcessRequestSchema.shape.data,
    amendmentProcessPayloadSchema,
  ),
  flightInvoice: post(FLIGHT_INVOICE_PATH, invoiceRequestSchema.shape.data, invoicePayloadSchema),
  miscellaneousCharge: post(
    MISCELLANEOUS_CHARGE_PATH,
    miscellaneousChargeRequestSchema.shape.data,
    miscellaneousChargePayloadSchema,
  ),
  bookingImport: post(
    BOOKING_IMPORT_PATH,
    bookingImportRequestSchema.shape.data,
    bookingImportPayloadSchema,
  ),
  deskBookingSearch: post(
    DESK_BOOKING_SEARCH_PATH,
    deskBookingSearchRequestSchema.shape.data,
    deskBookingSearchPayloadSchema,
  ),
  deskBooking: post(DESK_BOOKING_PATH, deskBookingRequestSchema.shape.data, bookingPayloadSchema),
  auditLog: post(AUDIT_LOG_PATH, auditLogRequestSchema.shape.data, auditLogPayloadSchema),
  featureToggles: post(
    FEATURE_TOGGLES_PATH,
    featureTogglesRequestSchema.shape.data,
    featureTogglesPayloadSchema,
  ),
  featureToggleSet: post(
    FEATURE_TOGGLE_SET_PATH,
    featureToggleSetRequestSchema.shape.data,
    featureTogglesPayloadSchema,
  ),

  // Accounts and people: a manager's accounts and the changes to them (decision 0070).
  peopleList: post(PEOPLE_LIST_PATH, peopleListRequestSchema.shape.data, peopleListPayloadSchema),
  peopleAccount: post(PEOPLE_ACCOUNT_PATH, peopleAccountRequestSchema.shape.data, personSchema),
  peopleCreate: post(PEOPLE_CREATE_PATH, peopleCreateRequestSchema.shape.data, personSchema),
  peopleRole: post(PEOPLE_ROLE_PATH, peopleRoleRequestSchema.shape.data, personSchema),
  peopleStatus: post(PEOPLE_STATUS_PATH, peopleStatusRequestSchema.shape.data, personSchema),
  peopleResetLink: post(
    PEOPLE_RESET_LINK_PATH,
    peopleResetLinkRequestSchema.shape.data,
    personSchema,
  ),

  // Linked users: one person's accounts, and the switch between them (decision 0080).
  linkedUserDetails: post(
    LINKED_USER_DETAILS_PATH,
    linkedUserDetailsRequestSchema.shape.data,
    linkedUserDetailsPayloadSchema,
  ),
  toggleLinkedUser: post(
    TOGGLE_LINKED_USER_PATH,
    toggleLinkedUserRequestSchema.shape.data,
    userInfoPayloadSchema,
  ),
  peopleLink: post(
    PEOPLE_LINK_PATH,
    peopleLinkRequestSchema.shape.data,
    linkedUserDetailsPayloadSchema,
  ),
  peopleUnlink: post(
    PEOPLE_UNLINK_PATH,
    peopleUnlinkRequestSchema.shape.data,
    linkedUserDetailsPayloadSchema,
  ),

  // Money: deposits, credit limits, dues and statements of the accounts a manager looks
  // after, moved only by ledger entries (decision 0077).
  moneyAccounts: post(
    MONEY_ACCOUNTS_PATH,
    moneyAccountsRequestSchema.shape.data,
    moneyAccountsPayloadSchema,
  ),
  moneyAccount: post(
    MONEY_ACCOUNT_PATH,
    moneyAccountRequestSchema.shape.data,
    moneyAccountPayloadSchema,
  ),
  moneyMove: post(MONEY_MOVE_PATH, moneyMoveRequestSchema.shape.data, moneyMovePayloadSchema),
  moneyStatementCsv: post(
    MONEY_STATEMENT_CSV_PATH,
    moneyStatementCsvRequestSchema.shape.data,
    moneyStatementCsvPayloadSchema,
  ),

  // A supplier's seat allotments and fares, loaded from CSV and sold by search (decision 0082).
  supplierAllotmentsLoad: post(
    SUPPLIER_ALLOTMENTS_LOAD_PATH,
    supplierAllotmentsLoadRequestSchema.shape.data,
    supplierAllotmentsLoadPayloadSchema,
  ),
  supplierInventory: post(
    SUPPLIER_INVENTORY_PATH,
    supplierInventoryRequestSchema.shape.data,
    supplierInventoryPayloadSchema,
  ),
  supplierLoadWithdraw: post(
    SUPPLIER_LOAD_WITHDRAW_PATH,
    supplierLoadWithdrawRequestSchema.shape.data,
    supplierLoadWithdrawPayloadSchema,
  ),

  // Add-ons of an unpaid booking.
  seatMap: post(SEAT_MAP_PATH, seatMapRequestSchema.shape.data, seatMapPayloadSchema),
  ssr: post(SSR_PATH, ssrRequestSchema.shape.data, ssrPayloadSchema),
  addOns: post(ADD_ONS_PATH, addOnsRequestSchema.shape.data, bookingPayloadSchema),

  // Seats, meals and baggage added to a ticketed booking (decision 0067).
  modifyBookingQuote: post(
    MODIFY_BOOKING_QUOTE_PATH,
    modifyBookingQuoteRequestSchema.shape.data,
    modificationPayloadSchema,
  ),
  modifyBookingDetails: post(
    MODIFY_BOOKING_DETAILS_PATH,
    modifyBookingDetailsRequestSchema.shape.data,
    modificationPayloadSchema,
  ),
  modifyBookingPay: post(
    MODIFY_BOOKING_PAY_PATH,
    modifyBookingPayRequestSchema.shape.data,
    modificationPayloadSchema,
  ),
  reissueQuote: post(
    REISSUE_QUOTE_PATH,
    reissueQuoteRequestSchema.shape.data,
    reissuePayloadSchema,
  ),
  reissueDetails: post(
    REISSUE_DETAILS_PATH,
    reissueDetailsRequestSchema.shape.data,
    reissuePayloadSchema,
  ),
  reissueConfirm: post(
    REISSUE_CONFIRM_PATH,
    reissueConfirmRequestSchema.shape.data,
    reissuePayloadSchema,
  ),
  modifyBookingGatewayPay: post(
    MODIFY_BOOKING_GATEWAY_PAY_PATH,
    modifyBookingGatewayPayDataSchema,
    gatewayPaymentPayloadSchema,
  ),
  reissueGatewayPay: post(
    REISSUE_GATEWAY_PAY_PATH,
    reissueGatewayPayDataSchema,
    gatewayPaymentPayloadSchema,
  ),

  // Gateway payments, their card OTP, vouchers and TJ Cash.
  paymentInitiate: post(
    PAYMENT_INITIATE_PATH,
    paymentInitiateDataSchema,
    gatewayPaymentPayloadSchema,
  ),
  paymentStatus: post(
    PAYMENT_STATUS_PATH,
    paymentStatusRequestSchema.shape.data,
    gatewayPaymentPayloadSchema,
  ),
  paymentOtp: post(
    PAYMENT_OTP_PATH,
    paymentOtpRequestSchema.shape.data,
    gatewayPaymentPayloadSchema,
  ),
  paymentOtpResend: post(
    PAYMENT_OTP_RESEND_PATH,
    paymentOtpResendRequestSchema.shape.data,
    gatewayPaymentPayloadSchema,
  ),
  paymentAbort: post(
    PAYMENT_ABORT_PATH,
    paymentAbortRequestSchema.shape.data,
    gatewayPaymentPayloadSchema,
  ),
  // Wallet top-up through the gateway, and the wallet's passbook (decision 0065).
  topUp: post(TOP_UP_PATH, topUpRequestSchema.shape.data, topUpPayloadSchema),
  topUpDetails: post(TOP_UP_DETAILS_PATH, topUpDetailsRequestSchema.shape.data, topUpPayloadSchema),
  topUpPay: post(TOP_UP_PAY_PATH, topUpPayDataSchema, gatewayPaymentPayloadSchema),
  passbook: post(PASSBOOK_PATH, passbookRequestSchema.shape.data, passbookPayloadSchema),
  passbookCsv: post(
    PASSBOOK_CSV_PATH,
    passbookCsvRequestSchema.shape.data,
    passbookCsvPayloadSchema,
  ),
  flightRedemption: post(
    FLIGHT_REDEMPTION_PATH,
    redemptionRequestSchema.shape.data,
    redemptionPayloadSchema,
  ),
  flightProtection: post(
    FLIGHT_PROTECTION_PATH,
    protectionRequestSchema.shape.data,
    protectionPayloadSchema,
  ),
  documentUpload: post(
    DOCUMENT_UPLOAD_PATH,
    documentUploadRequestSchema.shape.data,
    documentMetadataSchema,
  ),
  fetchDocument: post(
    PASSENGER_DOCUMENT_PATH,
    fetchDocumentRequestSchema.shape.data,
    documentPayloadSchema,
  ),

  // Baggage protect's claims (J§9, decision 0060).
  baggageClaim: post(BAGGAGE_CLAIM_PATH, baggageClaimRequestSchema.shape.data, baggageClaimSchema),

  // The customer journey page of a shared booking and its requests (J§2, J§7, decision 0072).
  customerJourneyShare: post(
    CUSTOMER_JOURNEY_SHARE_PATH,
    customerJourneyShareRequestSchema.shape.data,
    customerJourneySharePayloadSchema,
  ),
  customerJourneyRevoke: post(
    CUSTOMER_JOURNEY_REVOKE_PATH,
    customerJourneyRevokeRequestSchema.shape.data,
    customerJourneyRevokePayloadSchema,
  ),
  customerJourneyDetails: post(
    CUSTOMER_JOURNEY_DETAILS_PATH,
    customerJourneyDetailsRequestSchema.shape.data,
    customerJourneyPayloadSchema,
  ),
  createCustomerRequest: post(
    CREATE_CUSTOMER_REQUEST_PATH,
    createCustomerRequestRequestSchema.shape.data,
    createCustomerRequestPayloadSchema,
  ),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
