import type { FlightService } from "../index";

const plain = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { "content-type": "text/plain", "cache-control": "no-store" },
  });

/**
 * The service's fetch with two probes in front: `/healthz` answers while the process runs,
 * `/readyz` while the database answers and the process is not shutting down (so a load
 * balancer stops sending it work before it stops accepting).
 */
export function withHealthChecks(service: FlightService, shuttingDown: () => boolean) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === "/healthz") return plain("ok", 200);
    if (pathname === "/readyz") {
      if (shuttingDown()) return plain("shutting down", 503);
      return service.ready().then(
        () => plain("ready", 200),
        () => plain("database unreachable", 503),
      );
    }
    return service.fetch(request);
  };
}
