import type { Airport } from "./airport";
import { HOME_COUNTRY } from "./airport";
import { AIRPORTS } from "./airports.data";

export { AIRPORTS };

const BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]));

export function findAirport(code: string): Airport | undefined {
  return BY_CODE.get(code);
}

/** The airport of a code the network serves; callers check unknown codes first. */
export function airport(code: string): Airport {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`unknown airport ${code}`);
  return found;
}

export function isDomesticAirport(code: string): boolean {
  return findAirport(code)?.country === HOME_COUNTRY;
}
