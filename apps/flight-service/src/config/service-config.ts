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
  now(): Date;
}

export interface ServiceConfigOptions {
  /** Defaults to REGISTRATION_ENABLED ("true"/"false"); on unless NODE_ENV is production. */
  registrationEnabled?: boolean;
  /** Defaults to NODE_ENV !== "production". */
  devEndpoints?: boolean;
  /** Defaults to GOOGLE_CLIENT_ID with GOOGLE_JWKS (the JSON key set as text). */
  google?: GoogleSignInConfig;
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
    now: options.now ?? (() => new Date()),
  };
}
