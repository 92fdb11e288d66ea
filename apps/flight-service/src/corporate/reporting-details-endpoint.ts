import {
  dynamicFieldIssues,
  endpoints,
  journeyDynamicFields,
  reportingDetails,
  reportingFieldValues,
} from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import { bookings } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseInput } from "../http/refusal";
import { organisationBooking, organisationBookingForUpdate, policyKeeper } from "./policy-keeper";

/**
 * POST /xms/v1/corporate/reporting-details (F§7, decision 0081): the fields a booking of the
 * keeper's organisation was asked for by its fares, each with the value it keeps: what the
 * portal's correction form shows. 404 for anyone else and for another organisation's booking.
 */
export const corporateReportingDetails = forUser(
  endpoints.corporateReportingDetails,
  async ({ bookingId }, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const found = await organisationBooking(ctx.db, keeper.partnerId, bookingId);
    if (!found) return refuse("404", 404);
    const asked = journeyDynamicFields({ tripInfos: found.review.trips });
    return { bookingId, fields: reportingFieldValues(asked, found.booking.reportingDetails) };
  },
);

/**
 * POST /xms/v1/corporate/update-reporting-details (F§7, decision 0081): the keeper of the
 * organisation's fare policies corrects a booking's reporting details, checked by the same
 * rules as at booking and only for the fields its fares asked for; audited with before and
 * after. 404 for anyone else and for another organisation's booking.
 */
export const corporateUpdateReportingDetails = forUser(
  endpoints.corporateUpdateReportingDetails,
  async ({ bookingId, dynamicFields }, { ctx, subject }) => {
    const keeper = await policyKeeper(ctx, subject);
    if (!keeper) return refuse("404", 404);
    const now = ctx.config.now();
    return ctx.db.transaction(async (tx) => {
      const found = await organisationBookingForUpdate(tx, keeper.partnerId, bookingId);
      if (!found) return refuse("404", 404);
      const asked = journeyDynamicFields({ tripInfos: found.review.trips });
      const issues = dynamicFieldIssues(dynamicFields, asked);
      if (issues.length > 0) return refuseInput(issues.map((issue) => issue.message));
      const after = reportingDetails(asked, dynamicFields);
      await tx.update(bookings).set({ reportingDetails: after }).where(eq(bookings.id, bookingId));
      await audit(tx, {
        by: keeper,
        action: "booking.reporting-details",
        subject: bookingId,
        at: now,
        before: { reportingDetails: found.booking.reportingDetails },
        after: { reportingDetails: after },
      });
      return { bookingId, reportingDetails: after };
    });
  },
);
