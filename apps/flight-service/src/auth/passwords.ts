import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (OWASP's minimum: m=19 MiB, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Compares in constant time. When the user does not exist we still verify against a
 * throwaway hash so that timing does not reveal which usernames are registered.
 */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (storedHash === undefined) {
    decoyHash ??= hashPassword("decoy-password-for-timing");
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
