import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_POLICY } from "../config/otp-policy";

export interface OtpCodes {
  generate(): string;
  /** Keyed with the service secret and bound to one OTP row, so a stored hash is useless alone. */
  hash(otpId: string, code: string): string;
  matches(otpId: string, code: string, storedHash: string): boolean;
}

export function createOtpCodes(secret: string): OtpCodes {
  const hash = (otpId: string, code: string) =>
    createHmac("sha256", secret).update(`otp:${otpId}:${code}`).digest("base64url");
  return {
    generate: () => String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, "0"),
    hash,
    matches(otpId, code, storedHash) {
      const expected = Buffer.from(storedHash);
      const actual = Buffer.from(hash(otpId, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
