import { z } from "zod";
import { plainText } from "../text/plain-text";

/**
 * The service contract of foundations.md §7: requests wrap their payload as `data`;
 * answers carry status.success, errors[]{errCode, message} and payload; the token travels
 * in the `authorization` header and a redirect in `redirection-url`.
 */
export const RESPONSE_HEADERS = {
  authorization: "authorization",
  redirectionUrl: "redirection-url",
  configTokens: "ui_conf",
} as const;

export const REQUEST_HEADERS = {
  authorization: "authorization",
  channelType: "channel-type",
  environment: "environment",
  whiteLabelKey: "whitelabel-key",
  browser: "browser",
  /**
   * The visitor's address, as the portal's server saw it: the service keys its attempt
   * limits by it (decision 0035). Only the portal's server sets it; it overwrites any value
   * a visitor sends.
   */
  clientAddress: "x-wayfare-client-address",
} as const;

export const apiErrorSchema = z.object({
  errCode: z.string(),
  message: z.string(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export const envelopeSchema = z.object({
  status: z.object({ success: z.boolean(), httpStatus: z.number().int() }),
  errors: z.array(apiErrorSchema).default([]),
  payload: z.unknown().optional(),
});

export type Envelope<Payload = unknown> = {
  status: { success: boolean; httpStatus: number };
  errors: ApiError[];
  payload?: Payload;
};

/** Every request body: `{ data: … }`. */
export function requestBodySchema<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** The generic gateway POST /xms/v1/backend takes an apiName in its payload. */
export const BACKEND_PATH = "/xms/v1/backend";

export const backendCallSchema = z.looseObject({ apiName: plainText().min(1) });

export const BACKEND_API_NAMES = [
  "login",
  "logout",
  "currentUser",
  "otp",
  "register",
  "forget",
  "reset",
  "balance",
  "submitFeedback",
] as const;
export type BackendApiName = (typeof BACKEND_API_NAMES)[number];
