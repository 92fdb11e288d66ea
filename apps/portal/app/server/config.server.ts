import type { ClientMode } from "@wayfare/domain";
import { isLocalPath } from "./local-path.server";

/**
 * The portal's settings, read from the environment once. Nothing here is a secret.
 *
 * INTERNAL_LOGIN_EMAILS: the internal OTP login's dropdown (F§2), comma-separated. The spec
 * does not say where the list comes from; it is configuration, defaulting to the internal
 * staff demo accounts. An email not on the list is refused before any OTP is sent.
 */
const DEFAULT_INTERNAL_LOGIN_EMAILS = [
  "admin@wayfare.test",
  "accounts@wayfare.test",
  "sales@wayfare.test",
  "callcenter@wayfare.test",
  "supervisor@wayfare.test",
];

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/** SEARCH_RETRY_PACE: a number from 0 to 1, refused at start otherwise. */
export function retryPace(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  const pace = Number(value);
  if (!Number.isFinite(pace) || pace < 0 || pace > 1) {
    throw new Error(`SEARCH_RETRY_PACE must be a number from 0 to 1 (was ${value})`);
  }
  return pace;
}

/** A configured path, refused at start unless it is one of this portal's. */
export function localPath(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined || value.trim() === "") return fallback;
  if (!isLocalPath(value)) {
    throw new Error(`${name} must be a path of this portal, like /flight (was ${value})`);
  }
  return value;
}

export const portalConfig = {
  clientMode: (process.env.CLIENT_MODE === "B2C" ? "B2C" : "B2B") as ClientMode,
  internalLoginEmails: list(process.env.INTERNAL_LOGIN_EMAILS) ?? DEFAULT_INTERNAL_LOGIN_EMAILS,
  /** Google sign-in is offered only when configured (the service needs it too). */
  googleClientId: process.env.GOOGLE_CLIENT_ID?.trim() || undefined,
  /**
   * The dev outbox (`/dev/outbox`) and the embedded service's dev endpoints, for tests that
   * read OTPs. An explicit flag, not NODE_ENV: the e2e suite runs a production build.
   */
  devOutbox: process.env.WAYFARE_DEV_OUTBOX === "1",
  /** Agents may put a markup on the fares they show (J§3 "Markup edit for agents"); on unless "0". */
  markupEditEnabled: process.env.MARKUP_EDIT_ENABLED !== "0",
  /** J§4 cut-off: results after 10 s wait behind "load all"; `CUT_OFF_ENABLED=0` turns it off. */
  cutOffEnabled: process.env.CUT_OFF_ENABLED !== "0",
  /**
   * How long the portal waits for a search's next batch, as a share of the service's
   * `retryInSecond` (J§4): 1 as the service asks; the e2e suite's servers use 0 (at once),
   * except the one that tests the streaming.
   */
  searchRetryPace: retryPace(process.env.SEARCH_RETRY_PACE),
  /** Where users go after logging out, or when the service ends their session (F§2, F§4). */
  postLogoutPath: localPath("LOGOUT_REDIRECT_PATH", process.env.LOGOUT_REDIRECT_PATH, "/"),
} as const;
