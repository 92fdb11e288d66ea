import { z } from "zod";
import { GST_DETAIL_FIELDS } from "../passengers/saved-gst";
import { requestBodySchema } from "./envelope";

/**
 * The GST details the user saved with earlier bookings (J§2 'history picker'): the newest
 * first, one per GST number, at most MAX_SAVED_GST_DETAILS; none for a guest.
 */
export const SAVED_GST_PATH = "/xms/v1/flight/saved-gst";

export const savedGstRequestSchema = requestBodySchema(z.object({}).strict());

const value = z.string().optional();

export const savedGstSchema = z.object({
  ...(Object.fromEntries(GST_DETAIL_FIELDS.map((field) => [field, value])) as Record<
    (typeof GST_DETAIL_FIELDS)[number],
    typeof value
  >),
  gstNumber: z.string(),
  savedAt: z.string(),
});
export type SavedGst = z.infer<typeof savedGstSchema>;

export const savedGstPayloadSchema = z.object({ gstDetails: z.array(savedGstSchema) });
export type SavedGstPayload = z.infer<typeof savedGstPayloadSchema>;
