import { z } from "zod";

/** Refundable types of J§9 as the service sends them (refundable-types.ts has the labels). */
export const refundableTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
