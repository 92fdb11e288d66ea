import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_PATH,
  devEndpoints,
  endpoints,
  PASSENGER_MESSAGES,
} from "@wayfare/domain";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { releaseExpiredBeforeBookingRoutes } from "./after-booking/release-before";
import type { ServiceContext } from "./context";
import { devEndpointHandlers } from "./dev-endpoint-handlers";
import { endpointHandlers } from "./endpoint-handlers";
import { configTokensHeader } from "./furniture/config-tokens";
import { jsonBodiesOnly } from "./http/json-bodies";
import { Refusal, refuse, refuseInput } from "./http/refusal";
import { registerEndpoints } from "./http/register-endpoints";

/** Larger request bodies answer 413 before anything reads them. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
/** A document upload carries the largest document in base64, and its envelope. */
export const MAX_UPLOAD_BODY_BYTES = Math.ceil(DOCUMENT_MAX_BYTES / 3) * 4 + 16 * 1024;

/** The most a request to `path` may carry: the upload's, or everyone else's 64 KB. */
export function maxBodyBytes(path: string): number {
  return path === DOCUMENT_UPLOAD_PATH ? MAX_UPLOAD_BODY_BYTES : MAX_REQUEST_BODY_BYTES;
}

const anyBody = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: () => refuse("400", 413).response(),
});
const uploadBody = bodyLimit({
  maxSize: MAX_UPLOAD_BODY_BYTES,
  onError: () => {
    const refused = refuseInput([PASSENGER_MESSAGES.documentTooBig]);
    return new Refusal(413, refused.errors).response();
  },
});

export function createApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  // First, so every envelope answer carries ui_conf: the body limit's 413 too.
  app.use(configTokensHeader(ctx.db));
  app.use(jsonBodiesOnly());
  app.use((c, next) => (c.req.path === DOCUMENT_UPLOAD_PATH ? uploadBody : anyBody)(c, next));
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
