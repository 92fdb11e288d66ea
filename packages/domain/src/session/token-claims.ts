import { parseTokenSubject, type TokenSubject } from "../auth/token-subject";

export interface TokenClaims {
  subject: TokenSubject;
  expiresAt: Date;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Reads a token's subject and expiry WITHOUT checking its signature (F§7: "the
 * authorization header is decoded to obtain the user"). Only the service that signed a
 * token can trust it; clients use this to set cookie lifetimes and to compare users.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.replace(/^Bearer\s+/i, "").split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { sub?: unknown; exp?: unknown };
    const subject = parseTokenSubject(claims.sub);
    if (!subject || typeof claims.exp !== "number") return null;
    return { subject, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return null;
  }
}

/**
 * F§4 session check: a response whose authorization user differs from the current
 * token's user is Access Denied (403) for non-consumer clients.
 */
export function isForeignSessionToken(
  currentUserId: string | undefined,
  responseToken: string,
  isConsumerClient: boolean,
): boolean {
  if (isConsumerClient || !currentUserId) return false;
  const claims = readTokenClaims(responseToken);
  return claims !== null && claims.subject.userId !== currentUserId;
}
