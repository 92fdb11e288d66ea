import {
  AMENDMENT_PROCESS_PATH,
  AMENDMENT_QUEUE_PATH,
  AMENDMENT_REQUEST_PATH,
  CANCELLATION_CONFIRM_PATH,
  CANCELLATION_QUOTE_PATH,
  FLIGHT_INVOICE_PATH,
  MY_BOOKINGS_PATH,
  SAVED_PASSENGERS_PATH,
  UNHOLD_PATH,
} from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { invoiceEndpoint } from "../invoices/invoice-endpoint";
import { amendmentProcessEndpoint, amendmentQueueEndpoint } from "./amendment-desk-endpoints";
import { amendmentRequestEndpoint } from "./amendment-request-endpoint";
import { cancellationConfirmEndpoint } from "./cancellation-confirm-endpoint";
import { cancellationQuoteEndpoint } from "./cancellation-quote-endpoint";
import { myBookingsEndpoint } from "./my-bookings-endpoint";
import { savedPassengersEndpoint } from "./saved-passengers-endpoint";
import { unholdEndpoint } from "./unhold-endpoint";

/** My bookings, saved passengers, unhold, cancellation, amendment requests and invoices. */
export function addAfterBookingRoutes(app: Hono, ctx: ServiceContext): void {
  app.post(MY_BOOKINGS_PATH, (c) => myBookingsEndpoint(ctx, c.req.raw));
  app.post(SAVED_PASSENGERS_PATH, (c) => savedPassengersEndpoint(ctx, c.req.raw));
  app.post(UNHOLD_PATH, (c) => unholdEndpoint(ctx, c.req.raw));
  app.post(CANCELLATION_QUOTE_PATH, (c) => cancellationQuoteEndpoint(ctx, c.req.raw));
  app.post(CANCELLATION_CONFIRM_PATH, (c) => cancellationConfirmEndpoint(ctx, c.req.raw));
  app.post(AMENDMENT_REQUEST_PATH, (c) => amendmentRequestEndpoint(ctx, c.req.raw));
  app.post(AMENDMENT_QUEUE_PATH, (c) => amendmentQueueEndpoint(ctx, c.req.raw));
  app.post(AMENDMENT_PROCESS_PATH, (c) => amendmentProcessEndpoint(ctx, c.req.raw));
  app.post(FLIGHT_INVOICE_PATH, (c) => invoiceEndpoint(ctx, c.req.raw));
}
