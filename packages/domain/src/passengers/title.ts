import type { PaxType } from "../catalogues/pax-types";
import { PASSENGER_MESSAGES } from "./messages";

/**
 * Titles by passenger type. J§5 only says a title is required; the lists are the ones Indian
 * carriers accept (Master is a boy under 12). A title not offered for the type is treated
 * like no choice: 'Title should not be empty'.
 */
export const PASSENGER_TITLES = {
  ADULT: ["Mr", "Mrs", "Ms"],
  CHILD: ["Master", "Ms"],
  INFANT: ["Master", "Ms"],
} as const satisfies Record<PaxType, readonly string[]>;

export type PassengerTitle = (typeof PASSENGER_TITLES)[PaxType][number];

export const ALL_PASSENGER_TITLES: readonly PassengerTitle[] = ["Mr", "Mrs", "Ms", "Master"];

export function titlesFor(paxType: PaxType): readonly PassengerTitle[] {
  return PASSENGER_TITLES[paxType];
}

/** Case-insensitive, with or without a trailing dot ("MR", "Mr."), as typed in uploads. */
export function passengerTitleFromText(
  text: string,
  allowed: readonly PassengerTitle[] = ALL_PASSENGER_TITLES,
): PassengerTitle | undefined {
  const wanted = text.trim().replace(/\.$/, "").toLowerCase();
  return allowed.find((title) => title.toLowerCase() === wanted);
}

export function titleError(title: string | undefined, paxType: PaxType): string | undefined {
  return title !== undefined && passengerTitleFromText(title, titlesFor(paxType))
    ? undefined
    : PASSENGER_MESSAGES.titleEmpty;
}
