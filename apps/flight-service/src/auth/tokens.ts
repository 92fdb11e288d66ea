import {
  parseTokenSubject,
  serialiseTokenSubject,
  type TokenSubject,
  type TokenSubjectInput,
} from "@wayfare/domain";
import { jwtVerify, SignJWT } from "jose";

export interface TokenIssuer {
  issue(subject: TokenSubjectInput, now?: Date): Promise<string>;
  /** The subject of a valid, unexpired token; null otherwise. */
  read(token: string): Promise<TokenSubject | null>;
}

export const TOKEN_ISSUER_NAME = "wayfare-flight-service";

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(subject, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(serialiseTokenSubject(subject))
        .setIssuer(TOKEN_ISSUER_NAME)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: TOKEN_ISSUER_NAME,
          algorithms: ["HS256"],
        });
        return parseTokenSubject(payload.sub);
      } catch {
        return null;
      }
    },
  };
}
