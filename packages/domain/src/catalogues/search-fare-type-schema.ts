import { z } from "zod";
import { SEARCH_FARE_TYPES } from "./preferred-fare-types";

/** Apart from the fare types, so a browser page that lists them downloads no Zod. */
export const searchFareTypeSchema = z.enum(SEARCH_FARE_TYPES);
