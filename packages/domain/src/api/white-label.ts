import { z } from "zod";
import { partnerSchema } from "../config/white-label";
import { requestBodySchema } from "./envelope";

/**
 * The partner a host is served for (decision 0078): the portal asks once per host and keeps
 * the answer briefly. `partner` is null for the base brand's hosts and for unknown ones.
 */
export const PARTNER_BY_HOST_PATH = "/xms/v1/white-label/partner";

export const partnerByHostRequestSchema = requestBodySchema(
  z.object({ host: z.string().trim().toLowerCase().min(1).max(253) }).strict(),
);
export type PartnerByHostRequest = z.input<typeof partnerByHostRequestSchema.shape.data>;

export const partnerByHostPayloadSchema = z.object({ partner: partnerSchema.nullable() });
export type PartnerByHostPayload = z.infer<typeof partnerByHostPayloadSchema>;
