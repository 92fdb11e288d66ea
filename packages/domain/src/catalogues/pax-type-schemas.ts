import { z } from "zod";
import { PAX_TYPE_CODES, PAX_TYPE_VALUES } from "./pax-types";

export const paxTypeSchema = z.enum(PAX_TYPE_VALUES);
export const paxTypeCodeSchema = z.enum(PAX_TYPE_CODES);
