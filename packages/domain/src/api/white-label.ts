import { z } from "zod";
import { partnerSchema } from "../config/white-label";
import { noControlCharacters } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/**
 * The partner a host is served for (decision 0078): the portal asks once per host and keeps
 * the answer briefly. `partner` is null for the base brand's hosts and for unknown ones.
 */
export const PARTNER_BY_HOST_PATH = "/xms/v1/white-label/partner";

/** A request's Host header: a host name or address, maybe with a port. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

export const partnerByHostRequestSchema = requestBodySchema(
  z
    .object({
      host: z.string().check(noControlCharacters()).trim().toLowerCase().max(259).regex(HOST),
    })
    .strict(),
);
export type PartnerByHostRequest = z.input<typeof partnerByHostRequestSchema.shape.data>;

export const partnerByHostPayloadSchema = z.object({ partner: partnerSchema.nullable() });
export type PartnerByHostPayload = z.infer<typeof partnerByHostPayloadSchema>;
