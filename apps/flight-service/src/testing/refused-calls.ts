import { expect } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { DatabaseLocation, FlightService } from "../index";
import { ALL_TABLES } from "./all-tables";
import { rowCounts } from "./row-counts";

export interface RefusedCall {
  role: string;
  path: string;
  data: unknown;
  token: string;
}

/**
 * The authorisation suites' check (issue 22): each call is refused (400 or 404) and, all of
 * them made, every table's row count (read with the service stopped) is what it was. Answers
 * the service started again.
 */
export async function expectRefusedCallsWriteNothing(
  database: DatabaseLocation,
  running: FlightService,
  start: () => Promise<FlightService>,
  calls: readonly RefusedCall[],
): Promise<FlightService> {
  await running.close();
  const before = await rowCounts(database, ALL_TABLES);
  let service = await start();
  for (const call of calls) {
    const { response } = await bookingCall(service, call.path, call.data, call.token);
    expect([400, 404], `${call.role} ${call.path}`).toContain(response.status);
  }
  await service.close();
  expect(await rowCounts(database, ALL_TABLES)).toEqual(before);
  service = await start();
  return service;
}
