export {
  AccountStatement,
  type AccountStatementMessages,
  type AccountStatementProps,
  defaultAccountStatementMessages,
  type StatementOrder,
} from "./components/AccountStatement/AccountStatement";
export {
  AddOnCard,
  type AddOnCardMessages,
  type AddOnCardProps,
  defaultAddOnCardMessages,
} from "./components/AddOnCard/AddOnCard";
export {
  AddOnSummary,
  type AddOnSummaryBooking,
  type AddOnSummaryMessages,
  type AddOnSummaryProps,
  defaultAddOnSummaryMessages,
} from "./components/AddOnSummary/AddOnSummary";
export {
  AgentFareAmounts,
  type AgentFareAmountsMessages,
  type AgentFareAmountsProps,
  defaultAgentFareAmountsMessages,
} from "./components/AgentFareAmounts/AgentFareAmounts";
export {
  type Airport,
  AirportComboBox,
  type AirportComboBoxProps,
} from "./components/AirportComboBox/AirportComboBox";
export { Alert, type AlertProps, type AlertTone } from "./components/Alert/Alert";
export { alertVariants } from "./components/Alert/Alert.variants";
export {
  AllotmentUpload,
  type AllotmentUploadMessages,
  type AllotmentUploadProps,
  defaultAllotmentUploadMessages,
} from "./components/AllotmentUpload/AllotmentUpload";
export {
  AmendmentRequestCard,
  type AmendmentRequestCardMessages,
  type AmendmentRequestCardProps,
  type AmendmentRequestCardRequest,
  defaultAmendmentRequestCardMessages,
} from "./components/AmendmentRequestCard/AmendmentRequestCard";
export {
  AppHeader,
  type AppHeaderBalance,
  type AppHeaderProps,
  type AppHeaderUser,
} from "./components/AppHeader/AppHeader";
export {
  type AuditLogEntry,
  AuditLogTable,
  type AuditLogTableMessages,
  type AuditLogTableProps,
  defaultAuditLogTableMessages,
} from "./components/AuditLogTable/AuditLogTable";
export { Badge, type BadgeProps, type BadgeTone } from "./components/Badge/Badge";
export { badgeVariants } from "./components/Badge/Badge.variants";
export {
  type BaggageClaimChoice,
  BaggageClaims,
  type BaggageClaimsField,
  type BaggageClaimsMessages,
  type BaggageClaimsProps,
  defaultBaggageClaimsMessages,
} from "./components/BaggageClaims/BaggageClaims";
export {
  BaggagePicker,
  type BaggagePickerMessages,
  type BaggagePickerProps,
  defaultBaggagePickerMessages,
} from "./components/BaggagePicker/BaggagePicker";
export {
  BookingCard,
  type BookingCardBooking,
  type BookingCardMessages,
  type BookingCardProps,
  defaultBookingCardMessages,
} from "./components/BookingCard/BookingCard";
export {
  BookingContactDetails,
  type BookingContactDetailsMessages,
  type BookingContactDetailsProps,
  defaultBookingContactDetailsMessages,
} from "./components/BookingContactDetails/BookingContactDetails";
export {
  type BookingFilterName,
  BookingFilters,
  type BookingFiltersMessages,
  type BookingFiltersProps,
  defaultBookingFiltersMessages,
} from "./components/BookingFilters/BookingFilters";
export {
  BookingLog,
  type BookingLogMessages,
  type BookingLogProps,
  defaultBookingLogMessages,
} from "./components/BookingLog/BookingLog";
export {
  type BookingLookupFieldName,
  BookingLookupForm,
  type BookingLookupFormMessages,
  type BookingLookupFormProps,
  defaultBookingLookupFormMessages,
} from "./components/BookingLookupForm/BookingLookupForm";
export {
  BookingOverview,
  type BookingOverviewProps,
} from "./components/BookingOverview/BookingOverview";
export {
  BOOKING_STEPS,
  type BookingStep,
  BookingStepper,
  type BookingStepperMessages,
  type BookingStepperProps,
  type BookingStepStatus,
  defaultBookingStepperMessages,
} from "./components/BookingStepper/BookingStepper";
export {
  BookingTabs,
  type BookingTabsMessages,
  type BookingTabsProps,
  defaultBookingTabsMessages,
} from "./components/BookingTabs/BookingTabs";
export {
  BottomNav,
  type BottomNavItem,
  type BottomNavKey,
  DEFAULT_BOTTOM_NAV_ITEMS,
} from "./components/BottomNav/BottomNav";
export { BrandMark, type BrandMarkProps } from "./components/BrandMark/BrandMark";
export {
  BulkUploadPanel,
  type BulkUploadPanelMessages,
  type BulkUploadPanelProps,
  defaultBulkUploadPanelMessages,
} from "./components/BulkUploadPanel/BulkUploadPanel";
export { Button, type ButtonProps } from "./components/Button/Button";
export {
  type ButtonInteractionState,
  type ButtonVariant,
  buttonState,
  buttonVariants,
} from "./components/Button/Button.variants";
export {
  CancelBookingPanel,
  type CancelBookingPanelMessages,
  type CancelBookingPanelProps,
  defaultCancelBookingPanelMessages,
} from "./components/CancelBookingPanel/CancelBookingPanel";
export {
  CancellationConfirmation,
  type CancellationConfirmationMessages,
  type CancellationConfirmationProps,
  defaultCancellationConfirmationMessages,
} from "./components/CancellationConfirmation/CancellationConfirmation";
export {
  CancellationList,
  type CancellationListMessages,
  type CancellationListProps,
  defaultCancellationListMessages,
} from "./components/CancellationList/CancellationList";
export { CarrierLogo, type CarrierLogoProps } from "./components/CarrierLogo/CarrierLogo";
export { Checkbox, type CheckboxProps } from "./components/Checkbox/Checkbox";
export {
  CoachTour,
  type CoachTourProps,
  type CoachTourStep,
  defaultCoachTourMessages,
  defaultCoachTourSteps,
} from "./components/CoachTour/CoachTour";
export {
  ComboBox,
  type ComboBoxOption,
  type ComboBoxProps,
} from "./components/ComboBox/ComboBox";
export {
  ConfirmAction,
  type ConfirmActionProps,
  type ConfirmActionQuestion,
} from "./components/ConfirmAction/ConfirmAction";
export {
  ConfirmationHeader,
  type ConfirmationHeaderMessages,
  type ConfirmationHeaderProps,
  defaultConfirmationHeaderMessages,
} from "./components/ConfirmationHeader/ConfirmationHeader";
export {
  ConfirmPaymentDialog,
  type ConfirmPaymentDialogMessages,
  type ConfirmPaymentDialogProps,
  ConfirmPaymentPanel,
  type ConfirmPaymentPanelProps,
  defaultConfirmPaymentDialogMessages,
} from "./components/ConfirmPaymentDialog/ConfirmPaymentDialog";
export {
  type ContactFieldName,
  ContactFieldset,
  type ContactFieldsetMessages,
  type ContactFieldsetProps,
  defaultContactFieldsetMessages,
} from "./components/ContactFieldset/ContactFieldset";
export {
  CorporateReasonDialog,
  type CorporateReasonDialogMessages,
  type CorporateReasonDialogProps,
  defaultCorporateReasonDialogMessages,
} from "./components/CorporateReasonDialog/CorporateReasonDialog";
export {
  CorporateReasonSection,
  type CorporateReasonSectionProps,
} from "./components/CorporateReasonDialog/CorporateReasonSection";
export {
  CreditShellBox,
  type CreditShellBoxMessages,
  type CreditShellBoxProps,
  defaultCreditShellBoxMessages,
} from "./components/CreditShellBox/CreditShellBox";
export {
  CustomerJourney,
  type CustomerJourneyMessages,
  type CustomerJourneyProps,
  defaultCustomerJourneyMessages,
} from "./components/CustomerJourney/CustomerJourney";
export {
  CustomerRequestFields,
  type CustomerRequestFieldsErrors,
  type CustomerRequestFieldsMessages,
  type CustomerRequestFieldsProps,
  defaultCustomerRequestFieldsMessages,
} from "./components/CustomerRequestFields/CustomerRequestFields";
export { DateField, type DateFieldProps } from "./components/DateField/DateField";
export { DatePicker, type DatePickerProps } from "./components/DatePicker/DatePicker";
export {
  calendarDaysBetween,
  DateTime,
  type DateTimeMessages,
  type DateTimeProps,
  defaultDateTimeMessages,
  parseWallClock,
  type WallClock,
} from "./components/DateTime/DateTime";
export {
  DealsAndOffers,
  type DealsAndOffersMessages,
  type DealsAndOffersProps,
  defaultDealsAndOffersMessages,
} from "./components/DealsAndOffers/DealsAndOffers";
export {
  DeskBookingSearch,
  type DeskBookingSearchMessages,
  type DeskBookingSearchProps,
  defaultDeskBookingSearchMessages,
} from "./components/DeskBookingSearch/DeskBookingSearch";
export { Dialog, type DialogProps } from "./components/Dialog/Dialog";
export { Drawer, type DrawerProps } from "./components/Drawer/Drawer";
export {
  Duration,
  type DurationMessages,
  type DurationProps,
  defaultDurationMessages,
  splitMinutes,
} from "./components/Duration/Duration";
export {
  defaultEmergencyContactFieldsetMessages,
  type EmergencyContactFieldName,
  EmergencyContactFieldset,
  type EmergencyContactFieldsetMessages,
  type EmergencyContactFieldsetProps,
} from "./components/EmergencyContactFieldset/EmergencyContactFieldset";
export {
  defaultEmployeePickerMessages,
  type EmployeeOption,
  EmployeePicker,
  type EmployeePickerMessages,
  type EmployeePickerProps,
} from "./components/EmployeePicker/EmployeePicker";
export {
  defaultEmptyBookingsMessages,
  EmptyBookings,
  type EmptyBookingsMessages,
  type EmptyBookingsProps,
} from "./components/EmptyBookings/EmptyBookings";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState/EmptyState";
export { ErrorPage, type ErrorPageProps, NotFound } from "./components/ErrorPage/ErrorPage";
export {
  defaultFareCalendarMessages,
  FareCalendar,
  type FareCalendarMessages,
  type FareCalendarProps,
} from "./components/FareCalendar/FareCalendar";
export {
  defaultFareDateStripMessages,
  FareDateStrip,
  type FareDateStripDay,
  type FareDateStripMessages,
  type FareDateStripProps,
} from "./components/FareDateStrip/FareDateStrip";
export {
  defaultFareFieldsFieldsetMessages,
  FareFieldsFieldset,
  type FareFieldsFieldsetMessages,
  type FareFieldsFieldsetProps,
} from "./components/FareFieldsFieldset/FareFieldsFieldset";
export {
  defaultFareOptionsMessages,
  FareOptions,
  type FareOptionsMessages,
  type FareOptionsProps,
  FareSelectButton,
  type FareSelectButtonProps,
} from "./components/FareOptions/FareOptions";
export {
  defaultFareRulesTableMessages,
  FareRulesTable,
  type FareRulesTableMessages,
  type FareRulesTableProps,
} from "./components/FareRulesTable/FareRulesTable";
export {
  defaultFareRulesTabsMessages,
  FareRulesTabs,
  type FareRulesTabsMessages,
  type FareRulesTabsProps,
} from "./components/FareRulesTabs/FareRulesTabs";
export {
  defaultFareSummaryMessages,
  FareSummary,
  type FareSummaryMessages,
  type FareSummaryProps,
  toFareSummary,
} from "./components/FareSummary/FareSummary";
export {
  FareTypeChips,
  type FareTypeChipsProps,
} from "./components/FareTypeChips/FareTypeChips";
export {
  defaultFeatureToggleFieldsetMessages,
  type FeatureToggleFieldName,
  FeatureToggleFieldset,
  type FeatureToggleFieldsetMessages,
  type FeatureToggleFieldsetProps,
} from "./components/FeatureToggleFieldset/FeatureToggleFieldset";
export {
  defaultFeatureTogglesTableMessages,
  FeatureTogglesTable,
  type FeatureTogglesTableMessages,
  type FeatureTogglesTableProps,
} from "./components/FeatureTogglesTable/FeatureTogglesTable";
export {
  defaultFileDropMessages,
  FileDrop,
  type FileDropMessages,
  type FileDropProps,
} from "./components/FileDrop/FileDrop";
export {
  defaultFilterPanelMessages,
  FilterPanel,
  type FilterPanelMessages,
  type FilterPanelProps,
  type FilterPanelValue,
} from "./components/FilterPanel/FilterPanel";
export {
  defaultFlightResultCardMessages,
  FlightResultCard,
  type FlightResultCardMessages,
  type FlightResultCardProps,
} from "./components/FlightResultCard/FlightResultCard";
export { Footer, type FooterProps, type FooterSection } from "./components/Footer/Footer";
export {
  FormErrorSummary,
  type FormErrorSummaryItem,
  type FormErrorSummaryProps,
} from "./components/FormErrorSummary/FormErrorSummary";
export {
  defaultGstFieldsetMessages,
  type GstFieldName,
  GstFieldset,
  type GstFieldsetMessages,
  type GstFieldsetProps,
  type GstSavedPicker,
  type SavedGstOption,
} from "./components/GstFieldset/GstFieldset";
export {
  defaultInvoiceDocumentMessages,
  InvoiceDocument,
  type InvoiceDocumentMessages,
  type InvoiceDocumentProps,
} from "./components/InvoiceDocument/InvoiceDocument";
export {
  defaultItinerarySummaryMessages,
  ItinerarySummary,
  type ItinerarySummaryMessages,
  type ItinerarySummaryProps,
} from "./components/ItinerarySummary/ItinerarySummary";
export {
  LinkedAccounts,
  type LinkedAccountsProps,
} from "./components/LinkedAccounts/LinkedAccounts";
export {
  defaultLoadingProgressMessages,
  flightsSoFar,
  LoadingProgress,
  type LoadingProgressMessages,
  type LoadingProgressProps,
} from "./components/LoadingProgress/LoadingProgress";
export {
  defaultMarkupEditorMessages,
  MarkupEditor,
  type MarkupEditorMessages,
  type MarkupEditorProps,
} from "./components/MarkupEditor/MarkupEditor";
export {
  type AddOnOption,
  type AddOnPassenger,
  type AddOnSegment,
  type AddOnSelection,
  defaultMealPickerMessages,
  MealPicker,
  type MealPickerMessages,
  type MealPickerProps,
} from "./components/MealPicker/MealPicker";
export {
  defaultMoneyAccountsTableMessages,
  MoneyAccountsTable,
  type MoneyAccountsTableMessages,
  type MoneyAccountsTableProps,
} from "./components/MoneyAccountsTable/MoneyAccountsTable";
export {
  defaultMoneyMoveFieldsetMessages,
  type MoneyMoveFieldName,
  MoneyMoveFieldset,
  type MoneyMoveFieldsetMessages,
  type MoneyMoveFieldsetProps,
} from "./components/MoneyMoveFieldset/MoneyMoveFieldset";
export {
  defaultMoneySummaryMessages,
  MoneySummary,
  type MoneySummaryMessages,
  type MoneySummaryProps,
} from "./components/MoneySummary/MoneySummary";
export {
  type MoreOption,
  MoreOptionsMenu,
  type MoreOptionsMenuProps,
} from "./components/MoreOptionsMenu/MoreOptionsMenu";
export {
  defaultMulticityLegsMessages,
  MulticityLegs,
  type MulticityLegsMessages,
  type MulticityLegsProps,
} from "./components/MulticityLegs/MulticityLegs";
export { NativeButton, type NativeButtonProps } from "./components/NativeButton/NativeButton";
export {
  NativeCheckbox,
  type NativeCheckboxProps,
} from "./components/NativeCheckbox/NativeCheckbox";
export {
  NativePasswordField,
  type NativePasswordFieldProps,
} from "./components/NativePasswordField/NativePasswordField";
export {
  NativeRadio,
  NativeRadioGroup,
  type NativeRadioGroupProps,
  type NativeRadioProps,
} from "./components/NativeRadioGroup/NativeRadioGroup";
export {
  NativeSelectField,
  type NativeSelectFieldOption,
  type NativeSelectFieldProps,
} from "./components/NativeSelectField/NativeSelectField";
export {
  NativeTextField,
  type NativeTextFieldProps,
} from "./components/NativeTextField/NativeTextField";
export {
  defaultNotificationsHistoryMessages,
  NotificationsHistory,
  type NotificationsHistoryMessages,
  type NotificationsHistoryProps,
} from "./components/NotificationsHistory/NotificationsHistory";
export { NumberField, type NumberFieldProps } from "./components/NumberField/NumberField";
export {
  defaultOffersAndNoticesMessages,
  OffersAndNotices,
  type OffersAndNoticesMessages,
  type OffersAndNoticesProps,
} from "./components/OffersAndNotices/OffersAndNotices";
export {
  defaultOutOfPolicyTableMessages,
  OutOfPolicyTable,
  type OutOfPolicyTableMessages,
  type OutOfPolicyTableOrder,
  type OutOfPolicyTableProps,
} from "./components/OutOfPolicyTable/OutOfPolicyTable";
export {
  defaultPassbookMessages,
  Passbook,
  type PassbookMessages,
  type PassbookProps,
} from "./components/Passbook/Passbook";
export type { FieldBinding } from "./components/PassengerFieldset/field-binding";
export {
  defaultPassengerFieldsetMessages,
  type PassengerFieldName,
  PassengerFieldset,
  type PassengerFieldsetMessages,
  type PassengerFieldsetProps,
} from "./components/PassengerFieldset/PassengerFieldset";
export {
  defaultPassengerTableMessages,
  PassengerTable,
  type PassengerTableMessages,
  type PassengerTableProps,
  type PassengerTableRow,
} from "./components/PassengerTable/PassengerTable";
export { PasswordField, type PasswordFieldProps } from "./components/PasswordField/PasswordField";
export { PayByNotice, type PayByNoticeProps } from "./components/PayByNotice/PayByNotice";
export {
  defaultPaymentFactsMessages,
  PaymentFacts,
  type PaymentFactsMessages,
  type PaymentFactsProps,
} from "./components/PaymentFacts/PaymentFacts";
export {
  defaultPaymentModesMessages,
  type PaymentModeOption,
  PaymentModes,
  type PaymentModesMessages,
  type PaymentModesProps,
  type PaymentWallet,
} from "./components/PaymentModes/PaymentModes";
export {
  defaultPaymentPendingMessages,
  PaymentPending,
  type PaymentPendingMessages,
  type PaymentPendingProps,
} from "./components/PaymentPending/PaymentPending";
export {
  defaultPeopleTableMessages,
  PeopleTable,
  type PeopleTableMessages,
  type PeopleTableOrder,
  type PeopleTableProps,
} from "./components/PeopleTable/PeopleTable";
export {
  defaultPersonFieldsetMessages,
  type PersonFieldName,
  PersonFieldset,
  type PersonFieldsetMessages,
  type PersonFieldsetProps,
} from "./components/PersonFieldset/PersonFieldset";
export {
  defaultPointsBoxMessages,
  PointsBox,
  type PointsBoxMessages,
  type PointsBoxProps,
} from "./components/PointsBox/PointsBox";
export {
  PolicyReasonNote,
  type PolicyReasonNoteProps,
} from "./components/PolicyReasonNote/PolicyReasonNote";
export {
  defaultPreferredAirlineChipsMessages,
  PreferredAirlineChips,
  type PreferredAirlineChipsMessages,
  type PreferredAirlineChipsProps,
} from "./components/PreferredAirlineChips/PreferredAirlineChips";
export { Price, type PriceProps } from "./components/Price/Price";
export {
  defaultPriceChangedAlertMessages,
  PriceChangedAlert,
  type PriceChangedAlertMessages,
  type PriceChangedAlertProps,
} from "./components/PriceChangedAlert/PriceChangedAlert";
export type {
  BaggageProtectOffer,
  BaggageProtectSelection,
} from "./components/ProtectionOptions/BaggageProtectChoice";
export {
  defaultProtectionOptionsMessages,
  type InsurancePlanMessages,
  type InsurancePlanOffer,
  type ProtectionField,
  type ProtectionOffer,
  ProtectionOptions,
  type ProtectionOptionsMessages,
  type ProtectionOptionsProps,
  type ProtectionProduct,
} from "./components/ProtectionOptions/ProtectionOptions";
export {
  defaultProtectionSummaryMessages,
  ProtectionSummary,
  type ProtectionSummaryMessages,
  type ProtectionSummaryProps,
} from "./components/ProtectionSummary/ProtectionSummary";
export {
  Radio,
  RadioGroup,
  type RadioGroupProps,
  type RadioProps,
} from "./components/RadioGroup/RadioGroup";
export {
  defaultRecentSearchesMessages,
  RecentSearches,
  type RecentSearchesProps,
} from "./components/RecentSearches/RecentSearches";
export {
  defaultRefundQuoteMessages,
  RefundQuote,
  type RefundQuoteMessages,
  type RefundQuoteProps,
} from "./components/RefundQuote/RefundQuote";
export { ResultList, type ResultListProps } from "./components/ResultList/ResultList";
export {
  defaultResultsSectionMessages,
  ResultsSection,
  type ResultsSectionEmptyReason,
  type ResultsSectionList,
  type ResultsSectionMessages,
  type ResultsSectionProps,
} from "./components/ResultsSection/ResultsSection";
export {
  defaultSavedPassengerPickerMessages,
  type SavedPassengerOption,
  SavedPassengerPicker,
  type SavedPassengerPickerMessages,
  type SavedPassengerPickerProps,
} from "./components/SavedPassengerPicker/SavedPassengerPicker";
export {
  type AirlineChoice,
  defaultSearchFormLabels,
  SearchForm,
  type SearchFormFieldName,
  type SearchFormProps,
  type SearchFormValues,
} from "./components/SearchForm/SearchForm";
export {
  defaultSeatMapMessages,
  type SeatFeature,
  SeatMap,
  type SeatMapDeck,
  type SeatMapMessages,
  type SeatMapMessagesInput,
  type SeatMapPassenger,
  type SeatMapProps,
  type SeatMapRow,
  type SeatMapSeat,
  type SeatMapSegment,
  type SeatMapSelection,
  type SeatMapView,
  type SeatPosition,
  type SeatStatus,
} from "./components/SeatMap/SeatMap";
export { seatVariants } from "./components/SeatMap/SeatMap.variants";
export {
  defaultSegmentTimelineMessages,
  SegmentTimeline,
  type SegmentTimelineMessages,
  type SegmentTimelineProps,
} from "./components/SegmentTimeline/SegmentTimeline";
export { Select, type SelectOption, type SelectProps } from "./components/Select/Select";
export {
  defaultSelectionSummaryMessages,
  SelectionSummary,
  type SelectionSummaryLeg,
  type SelectionSummaryMessages,
  type SelectionSummaryProps,
} from "./components/SelectionSummary/SelectionSummary";
export {
  defaultSessionExpiredMessages,
  type SessionExpiredMessages,
} from "./components/SessionExpiredDialog/messages";
export {
  SessionExpiredDialog,
  type SessionExpiredDialogProps,
} from "./components/SessionExpiredDialog/SessionExpiredDialog";
export {
  SessionExpiredPage,
  type SessionExpiredPageProps,
} from "./components/SessionExpiredDialog/SessionExpiredPage";
export {
  defaultSessionTimerMessages,
  SessionTimer,
  type SessionTimerMessages,
  type SessionTimerProps,
} from "./components/SessionTimer/SessionTimer";
export {
  MAIN_CONTENT_ID,
  SkipLink,
  type SkipLinkProps,
} from "./components/SkipLink/SkipLink";
export {
  defaultSortBarMessages,
  SortBar,
  type SortBarField,
  type SortBarMessages,
  type SortBarProps,
} from "./components/SortBar/SortBar";
export { Spinner, type SpinnerProps } from "./components/Spinner/Spinner";
export {
  defaultBookingStatusLabels,
  StatusBadge,
  type StatusBadgeProps,
} from "./components/StatusBadge/StatusBadge";
export {
  defaultSubscribeNudgeMessages,
  SubscribeNudge,
  type SubscribeNudgeProps,
} from "./components/SubscribeNudge/SubscribeNudge";
export {
  defaultSupplierLoadsTableMessages,
  SupplierLoadsTable,
  type SupplierLoadsTableMessages,
  type SupplierLoadsTableProps,
} from "./components/SupplierLoadsTable/SupplierLoadsTable";
export {
  defaultSupplierOrdersTableMessages,
  SupplierOrdersTable,
  type SupplierOrdersTableMessages,
  type SupplierOrdersTableProps,
} from "./components/SupplierOrdersTable/SupplierOrdersTable";
export { Switch, type SwitchProps } from "./components/Switch/Switch";
export { type TabItem, Tabs, type TabsProps } from "./components/Tabs/Tabs";
export {
  defaultTermsCheckboxMessages,
  TermsCheckbox,
  type TermsCheckboxMessages,
  type TermsCheckboxProps,
} from "./components/TermsCheckbox/TermsCheckbox";
export { TextField, type TextFieldProps } from "./components/TextField/TextField";
export {
  defaultTicketDocumentMessages,
  TicketDocument,
  type TicketDocumentBooking,
  type TicketDocumentMessages,
  type TicketDocumentProps,
} from "./components/TicketDocument/TicketDocument";
export { Toast, type ToastProps, type ToastTone } from "./components/Toast/Toast";
export { ToastRegion, type ToastRegionProps } from "./components/ToastRegion/ToastRegion";
export {
  defaultTopUpReceiptMessages,
  TopUpReceipt,
  type TopUpReceiptMessages,
  type TopUpReceiptProps,
} from "./components/TopUpReceipt/TopUpReceipt";
export {
  defaultTravellerSelectorLabels,
  type TravellerField,
  TravellerSelector,
  type TravellerSelectorProps,
} from "./components/TravellerSelector/TravellerSelector";
export {
  defaultTripFeedbackMessages,
  TripFeedbackFields,
  type TripFeedbackFieldsProps,
} from "./components/TripFeedbackFields/TripFeedbackFields";
export { TripTypeTabs, type TripTypeTabsProps } from "./components/TripTypeTabs/TripTypeTabs";
export {
  defaultUpcomingTripsMessages,
  UpcomingTrips,
  type UpcomingTripsProps,
} from "./components/UpcomingTrips/UpcomingTrips";
export {
  defaultVoucherBoxMessages,
  VoucherBox,
  type VoucherBoxMessages,
  type VoucherBoxProps,
} from "./components/VoucherBox/VoucherBox";
export {
  defaultWalletBalancesMessages,
  WalletBalances,
  type WalletBalancesMessages,
  type WalletBalancesProps,
} from "./components/WalletBalances/WalletBalances";
export {
  defaultWalletPartBoxMessages,
  WalletPartBox,
  type WalletPartBoxMessages,
  type WalletPartBoxProps,
} from "./components/WalletPartBox/WalletPartBox";
export { changedBeforeHydration } from "./lib/changed-before-hydration";
export type { CreditNotes } from "./lib/credit-note-links";
export {
  defaultCreditNoteAudienceLabels,
  defaultInvoiceAudienceLabels,
} from "./lib/invoice-labels";
export { hydrationEnded, hydrationStarts, useIsHydrated } from "./lib/use-is-hydrated";
export { defaultWalletNames } from "./lib/wallet-names";
