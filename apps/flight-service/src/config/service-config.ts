import { SESSION_EXPIRY_DEFAULT_MINUTES } from "@wayfare/domain";
import type { JSONWebKeySet } from "jose";

export interface GoogleSignInConfig {
  /** The OAuth client id: the ID token's audience. */
  clientId: string;
  /** Google's public keys (https://www.googleapis.com/oauth2/v3/certs), kept locally. */
  jwks: JSONWebKeySet;
}

export interface ServiceConfig {
  registrationEnabled: boolean;
  /** The development-only endpoints (the domain's `devEndpoints`) answer only when true. */
  devEndpoints: boolean;
  /** Google sign-in is off unless configured. */
  google?: GoogleSignInConfig;
  /** How long a chosen fare (a review's bookingId) and an unpaid booking last (F§4, J§4). */
  sessionMinutes: number;
  /** Where links in emails point: the portal's origin (PORTAL_ORIGIN). */
  portalOrigin: string;
  now(): Date;
}

export interface ServiceConfigOptions {
  /** Defaults to REGISTRATION_ENABLED ("true"/"false"); on unless NODE_ENV is production. */
  registrationEnabled?: boolean;
  /** Defaults to NODE_ENV !== "production". */
  devEndpoints?: boolean;
  /** Defaults to GOOGLE_CLIENT_ID with GOOGLE_JWKS (the JSON key set as text). */
  google?: GoogleSignInConfig;
  /** Defaults to SESSION_EXPIRY_MINUTES (whole minutes, 1–240), else the spec's 30. */
  sessionMinutes?: number;
  /** Defaults to PORTAL_ORIGIN, else http://localhost:3000 (the portal's own default port). */
  portalOrigin?: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

type Environment = Record<string, string | undefined>;

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  return ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

function googleFromEnvironment(env: Environment): GoogleSignInConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const jwks = env.GOOGLE_JWKS?.trim();
  if (!clientId || !jwks) return undefined;
  return { clientId, jwks: JSON.parse(jwks) as JSONWebKeySet };
}

const MAX_SESSION_MINUTES = 240;

function sessionMinutesFromEnvironment(env: Environment): number {
  const value = env.SESSION_EXPIRY_MINUTES?.trim();
  if (!value) return SESSION_EXPIRY_DEFAULT_MINUTES;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_SESSION_MINUTES) {
    throw new Error(
      `SESSION_EXPIRY_MINUTES must be a whole number of minutes from 1 to ${MAX_SESSION_MINUTES}, not '${value}'`,
    );
  }
  return minutes;
}

export function serviceConfig(
  options: ServiceConfigOptions = {},
  env: Environment = process.env,
): ServiceConfig {
  const production = env.NODE_ENV === "production";
  return {
    registrationEnabled:
      options.registrationEnabled ?? flag(env.REGISTRATION_ENABLED) ?? !production,
    devEndpoints: options.devEndpoints ?? !production,
    google: options.google ?? googleFromEnvironment(env),
    sessionMinutes: options.sessionMinutes ?? sessionMinutesFromEnvironment(env),
    portalOrigin: options.portalOrigin ?? env.PORTAL_ORIGIN?.trim() ?? "http://localhost:3000",
    now: options.now ?? (() => new Date()),
  };
}
