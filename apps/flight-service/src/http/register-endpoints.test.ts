import { BACKEND_PATH, devEndpoints, endpoints } from "@wayfare/domain";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { serviceConfig } from "../config/service-config";
import type { ServiceContext } from "../context";
import { devEndpointHandlers } from "../dev-endpoint-handlers";
import { endpointHandlers } from "../endpoint-handlers";
import { endpointName, registeredEndpoints } from "../testing/registered-endpoints";
import {
  type DevEndpointHandlers,
  type EndpointHandlers,
  registerEndpoints,
} from "./register-endpoints";

const ctx = { config: serviceConfig({}) } as ServiceContext;

describe("registerEndpoints", () => {
  it("registers every path of the endpoint table, the gateway's apiNames on one route", () => {
    const registered = registeredEndpoints().map(endpointName);
    const paths = new Set(Object.values(endpoints).map(endpointName));
    for (const path of paths) expect(registered.filter((name) => name === path)).toHaveLength(1);
    expect(paths.has(`POST ${BACKEND_PATH}`)).toBe(true);
  });

  it("registers the development-only table's paths from it too, each once", () => {
    const registered = registeredEndpoints().map(endpointName);
    for (const path of Object.values(devEndpoints).map(endpointName))
      expect(registered.filter((name) => name === path)).toHaveLength(1);
  });

  it("refuses a handler made for another entry of the table", () => {
    const handlers = endpointHandlers(ctx);
    const swapped = { ...handlers, logout: handlers.login } as unknown as EndpointHandlers;
    expect(() => registerEndpoints(new Hono(), ctx, endpoints, swapped)).toThrow(
      "The handler of logout is for another endpoint",
    );
  });

  it("does not compile without a handler for every entry", () => {
    // @ts-expect-error: login has no handler
    const missing: EndpointHandlers = { ...endpointHandlers(ctx), login: undefined };
    expect(missing.login).toBeUndefined();
    // @ts-expect-error: the dev outbox has no handler
    const missingDev: DevEndpointHandlers = { ...devEndpointHandlers, devOutbox: undefined };
    expect(missingDev.devOutbox).toBeUndefined();
  });
});
