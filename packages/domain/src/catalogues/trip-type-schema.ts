import { z } from "zod";
import { TRIP_TYPE_VALUES } from "./trip-types";

/** Apart from the trip types, so a browser page that lists them downloads no Zod. */
export const tripTypeSchema = z.enum(TRIP_TYPE_VALUES);
