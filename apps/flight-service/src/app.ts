import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { releaseExpiredBeforeBookingRoutes } from "./after-booking/release-before";
import type { ServiceContext } from "./context";
import { DEV_ACCOUNTS_PATH, devDemoLikeAccount } from "./dev-accounts/demo-like-account";
import { DEV_EXPIRE_BOOKING_PATH, devExpireBooking } from "./dev-clock/expire-booking";
import { endpointHandlers } from "./endpoint-handlers";
import { configTokensHeader } from "./furniture/config-tokens";
import { jsonBodiesOnly } from "./http/json-bodies";
import { refuse } from "./http/refusal";
import { registerEndpoints } from "./http/register-endpoints";
import { DEV_OUTBOX_PATH, devOutbox } from "./outbox/dev-outbox";

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
  registerEndpoints(app, ctx, endpointHandlers(ctx));
  app.get(DEV_OUTBOX_PATH, (c) => devOutbox(ctx, c.req.raw));
  app.post(DEV_ACCOUNTS_PATH, (c) => devDemoLikeAccount(ctx, c.req.raw));
  app.post(DEV_EXPIRE_BOOKING_PATH, (c) => devExpireBooking(ctx, c.req.raw));
  app.get("/health", (c) => c.json({ ok: true }));
  app.notFound(() => refuse("404", 404).response());
  app.onError((error) => {
    console.error(error);
    return refuse("100", 500).response();
  });
  return app;
}
