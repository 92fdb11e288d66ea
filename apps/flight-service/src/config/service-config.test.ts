import { describe, expect, it } from "vitest";
import { serviceConfig } from "./service-config";

describe("service configuration from options and environment", () => {
  it("registration and dev endpoints are on outside production, off in it", () => {
    expect(serviceConfig({}, {})).toMatchObject({ registrationEnabled: true, devEndpoints: true });
    expect(serviceConfig({}, { NODE_ENV: "production" })).toMatchObject({
      registrationEnabled: false,
      devEndpoints: false,
    });
  });

  it("REGISTRATION_ENABLED overrides the default; an option overrides both", () => {
    const production = { NODE_ENV: "production", REGISTRATION_ENABLED: "true" };
    expect(serviceConfig({}, production).registrationEnabled).toBe(true);
    expect(serviceConfig({}, { REGISTRATION_ENABLED: "false" }).registrationEnabled).toBe(false);
    expect(serviceConfig({ registrationEnabled: false }, production).registrationEnabled).toBe(
      false,
    );
  });

  it("Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_JWKS", () => {
    const jwks = JSON.stringify({ keys: [] });
    expect(serviceConfig({}, { GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
    expect(serviceConfig({}, { GOOGLE_CLIENT_ID: "id", GOOGLE_JWKS: jwks }).google).toEqual({
      clientId: "id",
      jwks: { keys: [] },
    });
  });
});
