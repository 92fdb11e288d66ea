import {
  BOOKING_DETAILS_PATH,
  CLAIM_REVIEW_PATH,
  FARE_RULES_PATH,
  FLIGHT_BOOK_PATH,
  FLIGHT_HOLD_PATH,
  FLIGHT_PAY_PATH,
  FLIGHT_REVIEW_PATH,
  REVIEW_DETAILS_PATH,
} from "@wayfare/domain";
import type { Hono } from "hono";
import { addAddOnRoutes } from "../add-ons/routes";
import { releaseExpiredBeforeBookingRoutes } from "../after-booking/release-before";
import { addAfterBookingRoutes } from "../after-booking/routes";
import type { ServiceContext } from "../context";
import { bookEndpoint } from "./book-endpoint";
import { bookingDetailsEndpoint } from "./booking-details-endpoint";
import { claimReviewEndpoint } from "./claim-review-endpoint";
import { fareRulesEndpoint } from "./fare-rules-endpoint";
import { holdEndpoint } from "./hold-endpoint";
import { payEndpoint } from "./pay-endpoint";
import { reviewDetailsEndpoint } from "./review-details-endpoint";
import { reviewEndpoint } from "./review-endpoint";

/** Review, book, pay and booking details. */
export function addBookingRoutes(app: Hono, ctx: ServiceContext): void {
  releaseExpiredBeforeBookingRoutes(app, ctx, {
    review: FLIGHT_REVIEW_PATH,
    book: FLIGHT_BOOK_PATH,
    details: BOOKING_DETAILS_PATH,
  });
  app.post(FLIGHT_REVIEW_PATH, (c) => reviewEndpoint(ctx, c.req.raw));
  app.post(REVIEW_DETAILS_PATH, (c) => reviewDetailsEndpoint(ctx, c.req.raw));
  app.post(CLAIM_REVIEW_PATH, (c) => claimReviewEndpoint(ctx, c.req.raw));
  app.post(FLIGHT_BOOK_PATH, (c) => bookEndpoint(ctx, c.req.raw));
  app.post(FLIGHT_HOLD_PATH, (c) => holdEndpoint(ctx, c.req.raw));
  app.post(FLIGHT_PAY_PATH, (c) => payEndpoint(ctx, c.req.raw));
  app.post(BOOKING_DETAILS_PATH, (c) => bookingDetailsEndpoint(ctx, c.req.raw));
  app.post(FARE_RULES_PATH, (c) => fareRulesEndpoint(ctx, c.req.raw));
  addAfterBookingRoutes(app, ctx);
  addAddOnRoutes(app, ctx);
}
