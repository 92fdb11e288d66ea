import { devEndpoints, endpoints } from "@wayfare/domain";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { releaseExpiredBeforeBookingRoutes } from "./after-booking/release-before";
import type { ServiceContext } from "./context";
import { devEndpointHandlers } from "./dev-endpoint-handlers";
import { endpointHandlers } from "./endpoint-handlers";
import { configTokensHeader } from "./furniture/config-tokens";
import { jsonBodiesOnly } from "./http/json-bodies";
import { refuse } from "./http/refusal";
import { registerEndpoints } from "./http/register-endpoints";

/** Larger request bodies answer 413 before anything reads them. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export function createApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  // First, so every envelope answer carries ui_conf: the body limit's 413 too.
  app.use(configTokensHeader());
  app.use(jsonBodiesOnly());
  app.use(
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: () => refuse("400", 413).response() }),
  );
  releaseExpiredBeforeBookingRoutes(app, ctx);
  registerEndpoints(app, ctx, endpoints, endpointHandlers(ctx));
  registerEndpoints(app, ctx, devEndpoints, devEndpointHandlers);
  app.get("/health", (c) => c.json({ ok: true }));
  app.notFound(() => refuse("404", 404).response());
  app.onError((error) => {
    console.error(error);
    return refuse("100", 500).response();
  });
  return app;
}
