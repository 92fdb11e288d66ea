import type { AirportInfo } from "@wayfare/domain";

export type Airport = AirportInfo;

export const HOME_COUNTRY = "India";
