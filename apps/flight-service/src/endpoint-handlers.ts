import { addOns } from "./add-ons/add-ons-endpoint";
import { seatMap } from "./add-ons/seat-map-endpoint";
import { ssr } from "./add-ons/ssr-endpoint";
import { amendmentProcess, amendmentQueue } from "./after-booking/amendment-desk-endpoints";
import { amendmentRequest } from "./after-booking/amendment-request-endpoint";
import { fileBaggageClaim } from "./after-booking/baggage-claims";
import { cancellationConfirm } from "./after-booking/cancellation-confirm-endpoint";
import { cancellationQuote } from "./after-booking/cancellation-quote-endpoint";
import { myBookings } from "./after-booking/my-bookings-endpoint";
import { savedGst } from "./after-booking/saved-gst";
import { savedPassengers } from "./after-booking/saved-passengers-endpoint";
import { submitFeedback } from "./after-booking/trip-feedback-endpoint";
import { unholdBooking } from "./after-booking/unhold-endpoint";
import { upcomingTravelBookings } from "./after-booking/upcoming-travel-endpoint";
import { balance } from "./api/balance";
import { currentUser } from "./api/current-user";
import { defaultToken } from "./api/default-token";
import { forget } from "./api/forget";
import { login } from "./api/login";
import { logout } from "./api/logout";
import { oauthSignIn } from "./api/oauth-sign-in";
import { otp } from "./api/otp";
import { otpLogin } from "./api/otp-login";
import { register } from "./api/register";
import { reset } from "./api/reset";
import { auditLogRead } from "./audit/audit-log-endpoint";
import { flightBook } from "./booking/book-endpoint";
import { bookingDetails } from "./booking/booking-details-endpoint";
import { claimReview } from "./booking/claim-review-endpoint";
import { fareRules } from "./booking/fare-rules-endpoint";
import { flightHold } from "./booking/hold-endpoint";
import { flightPay } from "./booking/pay-endpoint";
import { reviewDetails } from "./booking/review-details-endpoint";
import { flightReview } from "./booking/review-endpoint";
import { bookingImport } from "./booking-import/booking-import-endpoint";
import type { ServiceContext } from "./context";
import { corporateEmployees } from "./corporate/corporate-employees";
import {
  corporatePolicies,
  corporatePolicyAssign,
  corporatePolicySave,
} from "./corporate/fare-policies-endpoints";
import { corporateCsvDownload, corporateOutOfPolicy } from "./corporate/out-of-policy-endpoints";
import {
  corporateReportingDetails,
  corporateUpdateReportingDetails,
} from "./corporate/reporting-details-endpoint";
import {
  createCustomerRequest,
  customerJourneyDetails,
} from "./customer-journey/journey-endpoints";
import { customerJourneyRevoke, customerJourneyShare } from "./customer-journey/share-endpoints";
import { deskBooking, deskBookingSearch } from "./desk/desk-bookings-endpoints";
import { documentUpload } from "./documents/document-upload-endpoint";
import { passengerDocument } from "./documents/passenger-document-endpoint";
import { featureToggleSet, featureTogglesRead } from "./feature-toggles/feature-toggles-endpoints";
import { assignedPolicies } from "./furniture/assigned-policies-endpoint";
import { errorLog } from "./furniture/error-log-endpoint";
import { flightConfig } from "./furniture/flight-config";
import { footer, leftNav, menubar } from "./furniture/navigation-endpoints";
import { pageFrame } from "./furniture/page-frame-endpoint";
import { documents, notifications, offers } from "./furniture/promotions-endpoints";
import { sendTicket } from "./furniture/send-ticket-endpoint";
import { updateUser } from "./furniture/update-user-endpoint";
import { userDueInfo } from "./furniture/user-due-info-endpoint";
import { userProfile } from "./furniture/user-profile-endpoint";
import type { EndpointHandlers } from "./http/register-endpoints";
import { flightInvoice } from "./invoices/invoice-endpoint";
import { miscellaneousCharge } from "./invoices/miscellaneous-charge-endpoint";
import { modifyBookingDetails } from "./modify-booking/details-endpoint";
import { modifyBookingGatewayPay } from "./modify-booking/gateway-pay-endpoint";
import { modifyBookingPay } from "./modify-booking/pay-endpoint";
import { modifyBookingQuote } from "./modify-booking/quote-endpoint";
import { moneyAccount, moneyAccounts, moneyStatementCsv } from "./money/money-endpoints";
import { moneyMove } from "./money/money-move";
import { coachScreenGet, coachScreenUpdate } from "./notifications/coach-screen-endpoints";
import { markNotificationsRead, userNotificationsHistory } from "./notifications/history-endpoints";
import { subscribeTopics, subscriptionInfo } from "./notifications/subscription-endpoints";
import { paymentAbort } from "./payments/abort-endpoint";
import { paymentInitiate } from "./payments/initiate-endpoint";
import { paymentOtp } from "./payments/otp-endpoint";
import { paymentOtpResend } from "./payments/otp-resend-endpoint";
import { flightRedemption } from "./payments/redemption-endpoint";
import { retryBooking } from "./payments/retry-booking-endpoint";
import { paymentStatus } from "./payments/status-endpoint";
import {
  linkedUserDetails,
  peopleLink,
  peopleUnlink,
  toggleLinkedUser,
} from "./people/linked-users";
import { peopleCreate } from "./people/people-create";
import {
  peopleAccount,
  peopleList,
  peopleResetLink,
  peopleRole,
  peopleStatus,
} from "./people/people-endpoints";
import { flightProtection } from "./protection/protection-endpoint";
import { airportList } from "./reference/airport-list";
import { reissueConfirm } from "./reissue/confirm-endpoint";
import { reissueDetails } from "./reissue/details-endpoint";
import { reissueGatewayPay } from "./reissue/gateway-pay-endpoint";
import { reissueQuote } from "./reissue/quote-endpoint";
import { fareCalendar } from "./search/fare-calendar-endpoint";
import { flightSearch, flightSearchRetry } from "./search/search-endpoint";
import { shareFlights } from "./search/share-flights-endpoint";
import {
  supplierAllotmentsLoad,
  supplierInventory,
  supplierLoadWithdraw,
} from "./supplier/supplier-endpoints";
import { passbook, passbookCsv } from "./wallet/passbook-endpoints";
import { topUp, topUpDetails } from "./wallet/top-up-endpoints";
import { topUpPay } from "./wallet/top-up-pay-endpoint";
import { partnerByHost } from "./white-label/partners";

/** The handler of each entry of the endpoint table. */
export function endpointHandlers(ctx: ServiceContext): EndpointHandlers {
  return {
    login,
    logout,
    currentUser,
    otp,
    register,
    forget,
    reset,
    balance,
    submitFeedback,
    otpLogin,
    oauthSignIn: oauthSignIn(ctx),
    defaultToken,
    partnerByHost,
    userProfile,
    updateUser,
    sendTicket,
    assignedPolicies,
    menubar,
    footer,
    leftNav,
    pageFrame,
    flightConfig,
    offers,
    notifications,
    documents,
    errorLog,
    userDueInfo,
    userNotifications: userNotificationsHistory,
    markNotificationsRead,
    subscriptionInfo,
    subscribeTopics,
    coachScreenGet,
    coachScreenUpdate,
    airportList,
    flightSearch,
    flightSearchRetry,
    fareCalendar,
    shareFlights,
    flightReview,
    reviewDetails,
    claimReview,
    flightBook,
    flightHold,
    flightPay,
    bookingDetails,
    fareRules,
    myBookings,
    upcomingTravel: upcomingTravelBookings,
    savedPassengers,
    savedGst,
    corporateEmployees,
    unhold: unholdBooking,
    cancellationQuote,
    cancellationConfirm,
    amendmentRequest,
    amendmentQueue,
    amendmentProcess,
    customerJourneyShare,
    customerJourneyRevoke,
    customerJourneyDetails,
    createCustomerRequest,
    deskBookingSearch,
    deskBooking,
    auditLog: auditLogRead,
    featureToggles: featureTogglesRead,
    featureToggleSet,
    peopleList,
    peopleAccount,
    peopleCreate,
    peopleRole,
    peopleStatus,
    peopleResetLink,
    linkedUserDetails,
    toggleLinkedUser,
    peopleLink,
    peopleUnlink,
    flightInvoice,
    miscellaneousCharge,
    bookingImport,
    seatMap,
    ssr,
    addOns,
    modifyBookingQuote,
    modifyBookingDetails,
    modifyBookingPay,
    reissueQuote,
    reissueDetails,
    reissueConfirm,
    modifyBookingGatewayPay,
    reissueGatewayPay,
    paymentInitiate,
    paymentStatus,
    paymentOtp,
    paymentOtpResend,
    paymentAbort,
    topUp,
    topUpDetails,
    topUpPay,
    passbook,
    passbookCsv,
    moneyAccounts,
    moneyAccount,
    moneyMove,
    moneyStatementCsv,
    corporatePolicies,
    corporatePolicySave,
    corporatePolicyAssign,
    corporateOutOfPolicy,
    corporateCsvDownload,
    corporateReportingDetails,
    corporateUpdateReportingDetails,
    supplierAllotmentsLoad,
    supplierInventory,
    supplierLoadWithdraw,
    flightRedemption,
    flightProtection,
    documentUpload,
    fetchDocument: passengerDocument,
    baggageClaim: fileBaggageClaim,
    retryBooking,
  };
}
