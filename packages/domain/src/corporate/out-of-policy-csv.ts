import type { OutOfPolicyBooking } from "../api/corporate-policies";
import { toRupees } from "../money/money";
import { csvText } from "../text/csv";
import { formatIndiaTime } from "../text/india-time";

export const OUT_OF_POLICY_CSV_HEADER = [
  "Booking",
  "Booked at",
  "Status",
  "Traveller",
  "Traveller id",
  "Route",
  "First departure",
  "Total (INR)",
  "Reason",
  "Policy rules broken",
  "Reporting details",
];

/**
 * F§7's corporate CSV (decision 0081): the out-of-policy report's bookings, each with its
 * reason and its reporting details (J§5's dynamic fields) as 'label: value' joined by '; '.
 */
export function outOfPolicyCsv(rows: readonly OutOfPolicyBooking[]): string {
  return csvText(
    OUT_OF_POLICY_CSV_HEADER,
    rows.map((row) => [
      row.bookingId,
      formatIndiaTime(row.bookedAt),
      row.status,
      row.traveller.name,
      row.traveller.userId,
      row.route,
      row.firstDeparture,
      toRupees(row.total).toFixed(2),
      row.reason,
      row.breaches.join("; "),
      row.reportingDetails.map((detail) => `${detail.label}: ${detail.value}`).join("; "),
    ]),
  );
}
