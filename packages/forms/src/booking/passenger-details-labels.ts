/** The page's own words; the fieldsets' labels are the ui fieldsets' defaults. */
export const PASSENGER_DETAILS_LABELS = {
  heading: "Passenger details",
  submit: "Proceed to review",
  submitting: "UPDATING",
} as const;
