import { z } from "zod";
import { MEAL_DIETS, wheelchairCodeSchema } from "../catalogues/special-services";

/** Seat numbers: row and column letter, "12A". */
export const SEAT_NO_PATTERN = /^[1-9]\d?[A-K]$/;
export const seatNoSchema = z.string().max(3).toUpperCase().regex(SEAT_NO_PATTERN, "Invalid seat");

/** Meal and baggage codes: SSR codes and the airlines' menu codes. */
export const ssrCodeSchema = z
  .string()
  .max(8)
  .regex(/^[A-Z0-9]{2,8}$/, "Invalid code");

const paise = z.int().nonnegative();

/** One passenger's chosen add-ons on one flight, priced when chosen (J§3: seatNo, seatFare). */
export const bookedAddOnSchema = z.object({
  segmentId: z.string(),
  /** The passenger's place in the booking's passengers, from 0. */
  passengerIndex: z.int().nonnegative(),
  seat: z.object({ seatNo: z.string(), seatFare: paise }).optional(),
  meal: z
    .object({ code: z.string(), name: z.string(), diet: z.enum(MEAL_DIETS), price: paise })
    .optional(),
  baggage: z.object({ code: z.string(), kg: z.int().positive(), price: paise }).optional(),
  fastForward: z.object({ price: paise }).optional(),
  wheelchair: z.object({ code: wheelchairCodeSchema, name: z.string() }).optional(),
});
export type BookedAddOn = z.infer<typeof bookedAddOnSchema>;
