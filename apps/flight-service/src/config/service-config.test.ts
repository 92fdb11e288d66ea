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

  it("a chosen fare lasts the spec's 30 minutes unless SESSION_EXPIRY_MINUTES says otherwise", () => {
    expect(serviceConfig({}, {}).sessionMinutes).toBe(30);
    expect(serviceConfig({}, { SESSION_EXPIRY_MINUTES: "45" }).sessionMinutes).toBe(45);
    expect(serviceConfig({ sessionMinutes: 10 }, { SESSION_EXPIRY_MINUTES: "45" })).toMatchObject({
      sessionMinutes: 10,
    });
    for (const bad of ["0", "241", "1.5", "half an hour"]) {
      expect(() => serviceConfig({}, { SESSION_EXPIRY_MINUTES: bad })).toThrow(
        `SESSION_EXPIRY_MINUTES must be a whole number of minutes from 1 to 240, not '${bad}'`,
      );
    }
  });
});
