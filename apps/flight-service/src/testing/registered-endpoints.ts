import { createApp } from "../app";
import { serviceConfig } from "../config/service-config";
import type { ServiceContext } from "../context";

export interface Endpoint {
  method: "GET" | "POST";
  path: string;
}

/**
 * Every endpoint the service registers, read from its router, so a test over them covers a
 * new endpoint without being told. Registering reads only the config (handlers and
 * middleware use the rest of the context when a request comes), and middleware (Hono's
 * "ALL" routes) is not an endpoint.
 */
export function registeredEndpoints(): Endpoint[] {
  const app = createApp({ config: serviceConfig({ devEndpoints: true }) } as ServiceContext);
  const endpoints = app.routes.filter(
    (route): route is typeof route & Endpoint => route.method === "GET" || route.method === "POST",
  );
  return endpoints.map(({ method, path }) => ({ method, path }));
}

export const endpointName = ({ method, path }: Endpoint) => `${method} ${path}`;
