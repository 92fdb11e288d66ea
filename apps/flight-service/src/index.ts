import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "./app";
import { createOtpCodes } from "./auth/otp-codes";
import { createSessions } from "./auth/sessions";
import { loadSigningSecret } from "./auth/signing-secret";
import { createTokenSigner } from "./auth/tokens";
import { type ServiceConfigOptions, serviceConfig } from "./config/service-config";
import { type DatabaseLocation, openDatabase } from "./db/database";
import { seedDemoAccounts, seedDemoLinks, seedDemoWallets } from "./db/seed";
import type { DeliveryReport } from "./outbox/delivery";
import { type DeliveryOptions, deliveryFromEnvironment } from "./outbox/delivery-config";
import { serviceDelivery } from "./outbox/service-delivery";
import { callsInFlight } from "./server/calls-in-flight";

export type { DatabaseLocation } from "./db/database";
export { DEMO_ACCOUNTS } from "./db/demo-accounts";
export { gracefulClose } from "./server/graceful-close";

export interface FlightServiceOptions extends ServiceConfigOptions {
  database?: DatabaseLocation;
  /** Defaults to TOKEN_SECRET, else a secret generated once and kept in the database. */
  tokenSecret?: string;
  tokenTtlSeconds?: number;
  /** Mail and SMS delivery from the outbox; replaces what the environment says (SMTP_URL…). */
  delivery?: DeliveryOptions;
}

export interface FlightService {
  /** The web-standard entry point: one Request in, one Response out. */
  fetch(request: Request): Promise<Response>;
  /** Resolves when the database answers a `select 1`, rejects when it does not. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The service in this process: it also delivers the outbox, on an interval or when asked. */
export interface InProcessFlightService extends FlightService {
  /** Sends the outbox's due messages now, as the delivery worker does at every interval. */
  deliverOutbox(): Promise<DeliveryReport>;
  /**
   * Stops the delivery worker (its run in progress finishes), waits for the calls being
   * answered, then closes the database.
   */
  close(): Promise<void>;
}

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** DATABASE_URL, else PGLITE_DIR, else PGlite files under the service package's .data/. */
function defaultDatabase(): DatabaseLocation {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  if (process.env.PGLITE_DIR) return { pgliteDir: process.env.PGLITE_DIR };
  const packageJson = createRequire(import.meta.url).resolve(
    "@wayfare/flight-service/package.json",
  );
  return { pgliteDir: join(dirname(packageJson), ".data", "pglite") };
}

/** Opens the database, applies migrations, seeds the demo data and returns the service. */
export async function createFlightService(
  options: FlightServiceOptions = {},
): Promise<InProcessFlightService> {
  const { db, close } = await openDatabase(options.database ?? defaultDatabase());
  await seedDemoAccounts(db);
  await seedDemoWallets(db);
  await seedDemoLinks(db);
  const secret = await loadSigningSecret(db, options.tokenSecret ?? process.env.TOKEN_SECRET);
  const config = serviceConfig(options);
  const ttlSeconds = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  const app = createApp({
    db,
    sessions: createSessions(db, createTokenSigner(secret), ttlSeconds, config.now),
    otpCodes: createOtpCodes(secret),
    config,
  });
  const delivery = serviceDelivery(
    db,
    options.delivery ?? deliveryFromEnvironment(process.env),
    config.now,
  );
  const calls = callsInFlight();
  return {
    fetch: (request) => calls.track(Promise.resolve(app.fetch(request))),
    ready: async () => {
      await db.execute(sql`select 1`);
    },
    deliverOutbox: delivery.deliverDue,
    close: async () => {
      await delivery.stop();
      await calls.settled();
      await close();
    },
  };
}
