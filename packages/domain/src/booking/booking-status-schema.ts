import { z } from "zod";
import { BOOKING_STATUSES } from "./booking-status";

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
