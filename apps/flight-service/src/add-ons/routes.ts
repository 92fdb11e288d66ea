import { ADD_ONS_PATH, SEAT_MAP_PATH, SSR_PATH } from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { addOnsEndpoint } from "./add-ons-endpoint";
import { seatMapEndpoint } from "./seat-map-endpoint";
import { ssrEndpoint } from "./ssr-endpoint";

/** Seat map, SSR catalogue and the add-ons chosen for an unpaid booking. */
export function addAddOnRoutes(app: Hono, ctx: ServiceContext): void {
  app.post(SEAT_MAP_PATH, (c) => seatMapEndpoint(ctx, c.req.raw));
  app.post(SSR_PATH, (c) => ssrEndpoint(ctx, c.req.raw));
  app.post(ADD_ONS_PATH, (c) => addOnsEndpoint(ctx, c.req.raw));
}
