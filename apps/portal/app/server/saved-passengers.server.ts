import { SAVED_PASSENGERS_PATH, savedPassengersPayloadSchema } from "@wayfare/domain";
import { callAsUser } from "./booking.server";

/** The signed-in user's travellers from earlier bookings; none when the call fails. */
export async function savedPassengersFor(request: Request) {
  const result = await callAsUser(request, SAVED_PASSENGERS_PATH, {}, savedPassengersPayloadSchema);
  return { passengers: result.ok ? result.payload.passengers : [], setCookie: result.setCookie };
}
