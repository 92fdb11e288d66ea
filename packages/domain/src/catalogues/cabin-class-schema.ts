import { z } from "zod";
import { CABIN_CLASS_VALUES } from "./cabin-classes";

/** Apart from the cabin classes, so a browser page that lists them downloads no Zod. */
export const cabinClassSchema = z.enum(CABIN_CLASS_VALUES);
