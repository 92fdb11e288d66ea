import { endpoints, type Partner } from "@wayfare/domain";
import { createFlightService, type FlightService } from "@wayfare/flight-service";
import { portalConfig } from "./config.server";
import { configCache } from "./config-cache.server";
import { createPartnerLookup, partnerClientOptions } from "./partners.server";
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientOptions,
} from "./service-client.server";

/**
 * The portal's one service client. With SERVICE_URL it talks HTTP to a remote flight
 * service; otherwise it starts the service in this process (embedded PGlite) and calls its
 * fetch directly: the same HTTP contract, no socket.
 */
let baseOptions: Promise<ServiceClientOptions> | undefined;
let client: Promise<ServiceClient> | undefined;
let embedded: FlightService | undefined;
/** One client per partner (and its service host), made on its first request. */
const partnerClients = new Map<string, Promise<ServiceClient>>();

const networkFetch = (request: Request) => fetch(request);

async function createBaseOptions(): Promise<ServiceClientOptions> {
  const remote = process.env.SERVICE_URL;
  if (!remote) {
    // WAYFARE_DEV_OUTBOX=1 turns the service's dev endpoints on even in a production build.
    embedded = await createFlightService(portalConfig.devOutbox ? { devEndpoints: true } : {});
  }
  return {
    fetch: embedded ? embedded.fetch : networkFetch,
    baseUrl: remote ?? "http://flight-service.embedded",
    channelType: process.env.CLIENT_MODE === "B2C" ? "B2C" : "B2B",
    environment: process.env.NODE_ENV ?? "development",
    onConfigTokens: configCache.noteTokens,
  };
}

/** The base brand's client: the base hosts' pages, and the partner look-up. */
export function serviceClient(): Promise<ServiceClient> {
  baseOptions ??= createBaseOptions().catch((error) => {
    baseOptions = undefined;
    throw error;
  });
  client ??= baseOptions.then(createServiceClient).catch((error) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** The client for a page of `partner`'s hosts (its key, maybe its own service host), or the base one. */
export async function serviceClientFor(partner: Partner | null): Promise<ServiceClient> {
  if (!partner) return serviceClient();
  await serviceClient();
  const id = `${partner.key} ${partner.serviceHost ?? ""}`;
  let partnerClient = partnerClients.get(id);
  if (!partnerClient) {
    partnerClient = (baseOptions as Promise<ServiceClientOptions>).then((base) =>
      createServiceClient(partnerClientOptions(base, partner, networkFetch)),
    );
    partnerClients.set(id, partnerClient);
  }
  return partnerClient;
}

/** The white-label partner a request's host is served for (null: the base brand). */
export const partnerForHost = createPartnerLookup(async (host) => {
  const answer = await (await serviceClient()).call<unknown>(
    endpoints.partnerByHost.method,
    endpoints.partnerByHost.path,
    { host },
  );
  if (!answer.ok) return undefined;
  const parsed = endpoints.partnerByHost.answer.safeParse(answer.payload);
  return parsed.success ? parsed.data.partner : undefined;
});

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
