import {
  AIRPORT_LIST_PATH,
  FLIGHT_SEARCH_PATH,
  FLIGHT_SEARCH_RETRY_PATH,
  SHARE_FLIGHTS_PATH,
} from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { airportList } from "../reference/airport-list";
import { continueSearch, startSearch } from "./search-endpoint";
import { shareFlightsEndpoint } from "./share-flights-endpoint";

/** The airport list, the flight search endpoints and sharing found flights. */
export function addSearchRoutes(app: Hono, ctx: ServiceContext): void {
  app.get(AIRPORT_LIST_PATH, () => airportList());
  app.post(FLIGHT_SEARCH_PATH, (c) => startSearch(ctx, c.req.raw));
  app.post(FLIGHT_SEARCH_RETRY_PATH, (c) => continueSearch(ctx, c.req.raw));
  app.post(SHARE_FLIGHTS_PATH, (c) => shareFlightsEndpoint(ctx, c.req.raw));
}
