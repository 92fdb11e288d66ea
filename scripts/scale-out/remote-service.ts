import type { FlightService } from "../../apps/flight-service/src/index";
import { ready } from "./processes";

/**
 * A flight service over HTTP at `url`, shaped as the in-process one, so the service's own
 * test helpers (review, book, pay, login) drive the processes unchanged.
 */
export function remoteService(url: string): FlightService {
  return {
    async fetch(request) {
      const { pathname, search } = new URL(request.url);
      return fetch(`${url}${pathname}${search}`, {
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.arrayBuffer() : undefined,
      });
    },
    ready: () => ready(url),
    async close() {},
  };
}
