import type { PaxType } from "../catalogues/pax-types";
import type { PassengerFormValues } from "./passenger-schema";

/** A traveller the user booked before, offered on the passenger details page. */
export interface SavedPassenger {
  id: string;
  type: PaxType;
  values: PassengerFormValues;
}

/** The most saved travellers offered; the latest bookings' come first. */
export const MAX_SAVED_PASSENGERS = 20;

/** Travellers are the same person when type, names and date of birth match, in any case. */
export function savedPassengerKey(type: PaxType, values: PassengerFormValues): string {
  const part = (value: string | undefined) => (value ?? "").trim().toUpperCase();
  return [type, part(values.firstName), part(values.lastName), part(values.dob)].join("|");
}

/**
 * The chosen travellers placed into the booking's passenger slots (adults, children and
 * infants in form order): each into the next free slot of its type, in the order chosen;
 * one that has no free slot of its type left is not placed.
 */
export function fillFromSaved(
  slots: readonly PaxType[],
  chosen: readonly SavedPassenger[],
): (PassengerFormValues | undefined)[] {
  const filled: (PassengerFormValues | undefined)[] = slots.map(() => undefined);
  for (const passenger of chosen) {
    const slot = slots.findIndex((type, index) => type === passenger.type && !filled[index]);
    if (slot >= 0) filled[slot] = passenger.values;
  }
  return filled;
}
