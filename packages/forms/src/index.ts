export * from "./baggage-claim/baggage-claim-form";
export * from "./binding/field-props";
export * from "./binding/named-field-props";
export * from "./binding/payload-text";
export * from "./binding/submission-messages";
export * from "./binding/use-field-checks";
export * from "./binding/use-validated-form";
export * from "./booking/add-ons-form";
export * from "./booking/modify-booking-form";
export * from "./booking/passenger-details-fields";
export * from "./booking/passenger-details-form";
export * from "./booking/passenger-details-markers";
export * from "./booking/reissue-form";
export * from "./booking-lookup/booking-lookup-form";
export * from "./cancellation/amendment-request-form";
export * from "./cancellation/cancellation-form";
export * from "./confirmation/confirmation-intents";
export * from "./confirmation/send-ticket-form";
export * from "./customer-journey/customer-request-form";
export * from "./desk/amendment-process-form";
export * from "./desk/desk-booking-search-form";
export * from "./forgot-password/forgot-password-form";
export * from "./internal-login/internal-login-form";
export * from "./login/login-form";
export * from "./money/money-forms";
export * from "./notifications/notifications-form";
export * from "./payment/gateway-form-checks";
export * from "./payment/payment-form-labels";
export * from "./payment/payment-forms";
export * from "./payment/payment-intents";
export * from "./payment/redemption-forms";
export * from "./payment/top-up-form";
export * from "./people/people-forms";
export * from "./profile/profile-form";
export * from "./register/register-form";
export * from "./reset-password/reset-password-form";
export * from "./results/fare-choice-form";
export * from "./results/markup-form";
export * from "./results/share-flights-form";
export * from "./review/review-form";
export * from "./search/search-form";
export * from "./search/search-form-echo";
export {
  SEARCH_FORM_FIELDS,
  SEARCH_FORM_LABELS,
  type SearchFormField,
} from "./search/search-form-fields";
export * from "./search/use-search-form";
export * from "./submission/submission-bounds";
