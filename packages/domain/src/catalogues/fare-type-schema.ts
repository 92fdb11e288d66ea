import { z } from "zod";
import { FARE_TYPE_VALUES } from "./fare-types";

/** Apart from the fare types, so a browser page that lists them downloads no Zod. */
export const fareTypeSchema = z.enum(FARE_TYPE_VALUES);
