import {
  BACKEND_PATH,
  DEFAULT_TOKEN_PATH,
  OAUTH_SIGN_IN_PATH,
  OTP_LOGIN_PATH,
} from "@wayfare/domain";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { backend } from "./api/backend";
import { defaultToken } from "./api/default-token";
import { oauthSignIn } from "./api/oauth-sign-in";
import { otpLogin } from "./api/otp-login";
import { googleIdTokenVerifier } from "./auth/google-id-token";
import { addBookingRoutes } from "./booking/routes";
import type { ServiceContext } from "./context";
import { DEV_ACCOUNTS_PATH, devDemoLikeAccount } from "./dev-accounts/demo-like-account";
import { DEV_EXPIRE_BOOKING_PATH, devExpireBooking } from "./dev-clock/expire-booking";
import { configTokensHeader } from "./furniture/config-tokens";
import { addFurnitureRoutes } from "./furniture/routes";
import { catalogueFailure } from "./http/envelope";
import { jsonBodiesOnly } from "./http/json-bodies";
import { DEV_OUTBOX_PATH, devOutbox } from "./outbox/dev-outbox";
import { addGatewayPaymentRoutes } from "./payments/routes";
import { addSearchRoutes } from "./search/routes";

/** Larger request bodies answer 413 before anything reads them. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export function createApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  const verifyGoogleIdToken = ctx.config.google && googleIdTokenVerifier(ctx.config.google);
  // First, so every envelope answer carries ui_conf: the body limit's 413 too.
  app.use(configTokensHeader());
  app.use(jsonBodiesOnly());
  app.use(
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: () => catalogueFailure(413, "400") }),
  );
  addFurnitureRoutes(app, ctx);
  app.post(BACKEND_PATH, (c) => backend(ctx, c.req.raw));
  app.post(OTP_LOGIN_PATH, (c) => otpLogin(ctx, c.req.raw));
  app.post(OAUTH_SIGN_IN_PATH, (c) => oauthSignIn(ctx, verifyGoogleIdToken, c.req.raw));
  app.get(DEFAULT_TOKEN_PATH, () => defaultToken(ctx));
  app.get(DEV_OUTBOX_PATH, (c) => devOutbox(ctx, c.req.raw));
  app.post(DEV_ACCOUNTS_PATH, (c) => devDemoLikeAccount(ctx, c.req.raw));
  app.post(DEV_EXPIRE_BOOKING_PATH, (c) => devExpireBooking(ctx, c.req.raw));
  addSearchRoutes(app, ctx);
  addBookingRoutes(app, ctx);
  addGatewayPaymentRoutes(app, ctx);
  app.get("/health", (c) => c.json({ ok: true }));
  app.notFound(() => catalogueFailure(404, "404"));
  app.onError((error) => {
    console.error(error);
    return catalogueFailure(500, "100");
  });
  return app;
}
