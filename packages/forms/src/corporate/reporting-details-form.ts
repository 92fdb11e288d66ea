import { parseWithZod } from "@conform-to/zod/v4";
import { type DynamicField, dynamicFieldsSchema } from "@wayfare/domain";

/** Words of the reporting details page (F§7 update-reporting-details, decision 0081). */
export const REPORTING_DETAILS_FORM_LABELS = {
  heading: (bookingId: string) => `Reporting details of ${bookingId}`,
  legend: "Reporting details",
  description: "What your company's reports and CSV show for this booking.",
  noneAsked: "This booking's fares asked for no reporting details.",
  save: "Save reporting details",
  saved: (bookingId: string) => `Reporting details of ${bookingId} saved.`,
  back: "Back to bookings outside policy",
  find: "Open a booking's reporting details",
  bookingId: "Booking id",
  bookingIdHint: "WF and 13 digits",
  open: "Open",
} as const;

/**
 * The booking's reporting fields (the fields its fares asked for, J§5 by basis), one form
 * field each by key; the browser's check and the action's reading.
 */
export function checkReportingDetailsForm(fields: readonly DynamicField[], formData: FormData) {
  return parseWithZod(formData, { schema: dynamicFieldsSchema(fields) });
}
