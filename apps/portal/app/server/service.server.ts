import { createFlightService, type FlightService } from "@wayfare/flight-service";
import { portalConfig } from "./config.server";
import { configCache } from "./config-cache.server";
import { createServiceClient, type ServiceClient } from "./service-client.server";

/**
 * The portal's one service client. With SERVICE_URL it talks HTTP to a remote flight
 * service; otherwise it starts the service in this process (embedded PGlite) and calls its
 * fetch directly: the same HTTP contract, no socket.
 */
let client: Promise<ServiceClient> | undefined;
let embedded: FlightService | undefined;

async function createClient(): Promise<ServiceClient> {
  const remote = process.env.SERVICE_URL;
  if (!remote) {
    // WAYFARE_DEV_OUTBOX=1 turns the service's dev endpoints on even in a production build.
    embedded = await createFlightService(portalConfig.devOutbox ? { devEndpoints: true } : {});
  }
  const fetchFn = embedded ? embedded.fetch : (request: Request) => fetch(request);
  return createServiceClient({
    fetch: fetchFn,
    baseUrl: remote ?? "http://flight-service.embedded",
    channelType: process.env.CLIENT_MODE === "B2C" ? "B2C" : "B2B",
    environment: process.env.NODE_ENV ?? "development",
    whiteLabelKey: process.env.WHITELABEL_KEY,
    onConfigTokens: configCache.noteTokens,
  });
}

export function serviceClient(): Promise<ServiceClient> {
  client ??= createClient().catch((error) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * For the server's /readyz: the client has started, and the remote service's /readyz
 * answers 200 (or the embedded service's database answers).
 */
export async function serviceReady(): Promise<boolean> {
  try {
    await serviceClient();
    if (embedded) {
      await embedded.ready();
      return true;
    }
    const remote = process.env.SERVICE_URL as string;
    const response = await fetch(new URL("/readyz", remote), {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Closes the embedded service's database, after the server has answered its last request. */
export async function closeService(): Promise<void> {
  await embedded?.close();
}

// Start the embedded service (migrations, demo data) with the server, not on the first request.
serviceClient().catch((error) => console.error("flight service failed to start", error));
