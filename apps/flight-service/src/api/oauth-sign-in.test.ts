import { parseTokenSubject } from "@wayfare/domain";
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { registerFreshUser } from "../testing/fresh-user";
import { serviceUnderTest } from "../testing/service-under-test";

const CLIENT_ID = "wayfare-test.apps.googleusercontent.com";
let service: FlightService;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: "google-1", alg: "RS256", use: "sig" };
  service = await serviceUnderTest({ google: { clientId: CLIENT_ID, jwks: { keys: [jwk] } } });
});
afterAll(() => service.close());

function idToken(claims: JWTPayload, key = googleKey) {
  const defaults = { iss: "https://accounts.google.com", aud: CLIENT_ID, email_verified: true };
  return new SignJWT({ ...defaults, ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "google-1" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}

async function signIn(credential: string, s = service) {
  const response = await s.fetch(
    new Request("http://service.test/ums/v1/oauth-sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { provider: "GOOGLE", authResponse: { credential } } }),
    }),
  );
  return { response, body: await response.json() };
}

const FAILED = [{ errCode: "801", message: "Authentication Failed! Please try again." }];

describe("POST /ums/v1/oauth-sign-in (Google)", () => {
  it("signs in the account of the ID token's verified email", async () => {
    const user = await registerFreshUser(service, "CUSTOMER");
    const { response, body } = await signIn(await idToken({ email: user.email.toUpperCase() }));
    expect(response.status).toBe(200);
    expect(body.payload.userInfo).toMatchObject({ userId: user.userId, role: "CUSTOMER" });
    const subject = parseTokenSubject(decodeJwt(response.headers.get("authorization") ?? "").sub);
    expect(subject?.userId).toBe(user.userId);
  });

  it("refuses a forged, foreign, expired or unverified token and an unknown email", async () => {
    const email = "customer@wayfare.test";
    const expired = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: "RS256", kid: "google-1" })
      .setIssuer("accounts.google.com")
      .setAudience(CLIENT_ID)
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_003_600)
      .sign(googleKey);
    const credentials = [
      await idToken({ email }, strangerKey),
      await idToken({ email, aud: "someone-else" }),
      await idToken({ email, iss: "https://evil.example" }),
      expired,
      await idToken({ email, email_verified: false }),
      await idToken({ email: "nobody@wayfare.test" }),
      "not-a-jwt",
    ];
    for (const credential of credentials) {
      const { response, body } = await signIn(credential);
      expect(response.status).toBe(401);
      expect(response.headers.get("authorization")).toBeNull();
      expect(body.errors).toEqual(FAILED);
    }
  });

  it("is off (404) unless configured", async () => {
    const plain = await serviceUnderTest();
    try {
      const { response } = await signIn(await idToken({ email: "customer@wayfare.test" }), plain);
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
