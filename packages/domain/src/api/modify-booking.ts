import { z } from "zod";
import { addOnSelectionSchema } from "./add-ons";
import { bookedAddOnSchema } from "./booked-add-on";
import { bookingIdSchema } from "./booking-id";
import { requestBodySchema } from "./envelope";
import { checkedOnTheDay, gatewayInstrumentFields } from "./gateway-payment";
import { PAYMENT_WALLETS } from "./payment-wallets";

/**
 * Modify booking (J§2 /flight/modifyBooking/, flow type MODIFYBOOKING; decision 0067): a
 * seat, meal or baggage added to a ticketed booking. `modifyBookingQuote` prices what the
 * choices add (the service keeps the quote); `modifyBookingDetails` reads a quote back;
 * `modifyBookingPay` pays it from a wallet once, however often it is sent, and puts the
 * additions on the booking; `modifyBookingGatewayPay` pays it by card, UPI or net banking
 * instead, followed with the payment status, OTP and abort calls, and the additions go on
 * the booking once the gateway settles it. Amounts are integer paise.
 */
export const MODIFY_BOOKING_QUOTE_PATH = "/xms/v1/flight/modify-booking/quote";
export const MODIFY_BOOKING_DETAILS_PATH = "/xms/v1/flight/modify-booking/details";
export const MODIFY_BOOKING_PAY_PATH = "/xms/v1/flight/modify-booking/pay";
export const MODIFY_BOOKING_GATEWAY_PAY_PATH = "/xms/v1/flight/modify-booking/gateway-pay";

export const MODIFICATION_ID_PATTERN = /^MB\d{12}$/;
export const modificationIdSchema = z
  .string()
  .max(32)
  .regex(MODIFICATION_ID_PATTERN, "Invalid modification id");

/** A passenger's wanted seat, meal and baggage on a flight, booked ones included. */
export const wantedAddOnSchema = addOnSelectionSchema.pick({
  segmentId: true,
  passengerIndex: true,
  seatNo: true,
  mealCode: true,
  baggageCode: true,
});

export const modifyBookingQuoteRequestSchema = requestBodySchema(
  z.object({
    bookingId: bookingIdSchema,
    selections: z.array(wantedAddOnSchema).max(90),
  }),
);
export type ModifyBookingQuoteRequest = z.infer<typeof modifyBookingQuoteRequestSchema>["data"];

export const modifyBookingDetailsRequestSchema = requestBodySchema(
  z.object({ modificationId: modificationIdSchema }),
);

export const modifyBookingPayRequestSchema = requestBodySchema(
  z.object({
    modificationId: modificationIdSchema,
    wallet: z.enum(PAYMENT_WALLETS),
    /** Paise; must equal the quote's amount (1015). */
    amount: z.int().nonnegative(),
  }),
);
export type ModifyBookingPayRequest = z.infer<typeof modifyBookingPayRequestSchema>["data"];

export function modifyBookingGatewayPayRequestSchema(today: Date) {
  return requestBodySchema(
    z.object({
      modificationId: modificationIdSchema,
      /** Paise; must equal the quote's amount (1015). */
      amount: z.int().positive(),
      ...gatewayInstrumentFields(today),
    }),
  );
}
export const modifyBookingGatewayPayDataSchema = checkedOnTheDay(
  (today) => modifyBookingGatewayPayRequestSchema(today).shape.data,
);

export const MODIFICATION_STATUSES = ["QUOTED", "PAID"] as const;

export const modificationPayloadSchema = z.object({
  modificationId: z.string(),
  bookingId: z.string(),
  /** QUOTED until paid; PAID once the additions are on the booking. */
  status: z.enum(MODIFICATION_STATUSES),
  /** The priced additions, per passenger and flight. */
  added: z.array(bookedAddOnSchema),
  amount: z.int().nonnegative(),
  /** The wallet that paid it, once paid. */
  wallet: z.enum(PAYMENT_WALLETS).nullable(),
  /** When the quote can no longer be paid (MODIFY_BOOKING_QUOTE_MINUTES after it was made). */
  expiresAt: z.string(),
  /** Past `expiresAt` by the service's clock: paying it is refused (WF114, 2503). */
  expired: z.boolean(),
});
export type ModificationPayload = z.infer<typeof modificationPayloadSchema>;
