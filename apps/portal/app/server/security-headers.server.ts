import { createHash, randomBytes } from "node:crypto";
import { SCRIPTS_MARKER } from "../scripts-marker";

const GOOGLE_IDENTITY = "https://accounts.google.com";

/** The head's one inline script without a nonce: allowed by its hash, as it never changes. */
const SCRIPTS_MARKER_HASH = `'sha256-${createHash("sha256").update(SCRIPTS_MARKER).digest("base64")}'`;

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * A strict policy: scripts run only with this response's nonce or, for the scripts marker,
 * its hash ('strict-dynamic' lets the Google sign-in loader add its own script), nothing is
 * framed, forms post only here.
 * Inline style attributes stay allowed: React Aria positions popovers with them.
 */
export function contentSecurityPolicy(nonce: string, options: { googleSignIn: boolean }): string {
  const google = options.googleSignIn ? ` ${GOOGLE_IDENTITY}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' ${SCRIPTS_MARKER_HASH} 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${google}`,
    `frame-src ${options.googleSignIn ? GOOGLE_IDENTITY : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries, documents and data requests alike. */
export function applySecurityHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
  // A page may be stricter (the shared journey pages, decision 0072: same-origin).
  if (!headers.has("Referrer-Policy")) {
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  // Browsers ignore it over plain HTTP, so local production builds are unaffected.
  if (process.env.NODE_ENV === "production") {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}
