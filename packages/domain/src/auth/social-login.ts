import { z } from "zod";
import { plainText } from "../text/plain-text";

/**
 * Social login payload (F§3): provider and authResponse; for Google the authResponse
 * carries the token credential. Google is the only provider the spec names.
 */
export const SOCIAL_LOGIN_PROVIDERS = ["GOOGLE"] as const;

export const socialLoginRequestSchema = z.object({
  provider: z.enum(SOCIAL_LOGIN_PROVIDERS),
  authResponse: z.object({ credential: plainText().min(1) }),
});

export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

export function googleLoginRequest(credential: string): SocialLoginRequest {
  return { provider: "GOOGLE", authResponse: { credential } };
}
