import { BACKEND_PATH } from "@wayfare/domain";
import { Hono } from "hono";
import { backend } from "./api/backend";
import type { ServiceContext } from "./context";
import { catalogueFailure } from "./http/envelope";

export function createApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.post(BACKEND_PATH, (c) => backend(ctx, c.req.raw));
  app.get("/health", (c) => c.json({ ok: true }));
  app.notFound(() => catalogueFailure(404, "404"));
  app.onError((error) => {
    console.error(error);
    return catalogueFailure(500, "100");
  });
  return app;
}
