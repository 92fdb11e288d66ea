import { createLocalJWKSet, jwtVerify } from "jose";
import type { GoogleSignInConfig } from "../config/service-config";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

export type GoogleIdTokenVerifier = (credential: string) => Promise<string | null>;

/**
 * Verifies a Google ID token offline: RS256 signature against the configured keys,
 * audience = our client id, issuer Google, not expired, and a verified email. Answers the
 * email (lower-case), or null.
 */
export function googleIdTokenVerifier(config: GoogleSignInConfig): GoogleIdTokenVerifier {
  const keys = createLocalJWKSet(config.jwks);
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, {
        algorithms: ["RS256"],
        audience: config.clientId,
        issuer: GOOGLE_ISSUERS,
      });
      const { email, email_verified: verified } = payload;
      return typeof email === "string" && verified === true ? email.toLowerCase() : null;
    } catch {
      return null;
    }
  };
}
