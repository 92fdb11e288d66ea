import {
  parseTokenSubject,
  serialiseTokenSubject,
  type TokenSubject,
  type TokenSubjectInput,
} from "@wayfare/domain";
import { jwtVerify, SignJWT } from "jose";

/** What a token says: its subject (F§3, in `sub`), the session it names and its generation. */
export interface TokenClaims<Subject = TokenSubject> {
  subject: Subject;
  sessionId: string;
  generation: number;
}

/** A verified token's claims, and when it was signed. */
export type VerifiedClaims = TokenClaims & { issuedAt: Date };

export interface TokenSigner {
  sign(claims: TokenClaims<TokenSubjectInput>, issuedAt: Date, expiresAt: Date): Promise<string>;
  /** The claims of a token signed by us and unexpired at `now`; null otherwise. */
  verify(token: string, now: Date): Promise<VerifiedClaims | null>;
}

export const TOKEN_ISSUER_NAME = "wayfare-flight-service";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** HS256 JWTs (decision 0005); the session's id and generation ride in `sid` and `gen`. */
export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given the raw secret, jose would import it again for every token.
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    async sign({ subject, sessionId, generation }, issuedAt, expiresAt) {
      return new SignJWT({ sid: sessionId, gen: generation })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(serialiseTokenSubject(subject))
        .setIssuer(TOKEN_ISSUER_NAME)
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(expiresAt))
        .sign(await key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: TOKEN_ISSUER_NAME,
          algorithms: ["HS256"],
          currentDate: now,
        });
        const subject = parseTokenSubject(payload.sub);
        const { sid, gen, iat } = payload;
        if (!subject || typeof sid !== "string" || !Number.isSafeInteger(gen)) return null;
        if (typeof iat !== "number") return null;
        return {
          subject,
          sessionId: sid,
          generation: gen as number,
          issuedAt: new Date(iat * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
