import {
  AUDIT_LOG_PATH,
  auditLogPayloadSchema,
  PEOPLE_CREATE_PATH,
  SUPPLIER_ALLOTMENTS_LOAD_PATH,
  SUPPLIER_INVENTORY_PATH,
  SUPPLIER_LOAD_WITHDRAW_PATH,
  supplierAllotmentsLoadPayloadSchema,
  supplierInventoryPayloadSchema,
  type Trip,
} from "@wayfare/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCall } from "../booking/booking-testing";
import type { FlightService } from "../index";
import { acceptInvitation, accountOfRole, type TestAccount } from "../people/people-testing";
import { daysFromToday, oneWay, searchCall } from "../search/search-testing";
import { serviceUnderTest } from "../testing/service-under-test";
import { allotmentCsv, flightNumberOf, flightOf, supplierPricesOn } from "./supplier-testing";

let service: FlightService;
let supplier: TestAccount;
let supplierAdmin: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  service = await serviceUnderTest();
  supplier = await accountOfRole(service, "SUPPLIER");
  supplierAdmin = await accountOfRole(service, "SUPPLIER_ADMIN", {
    partnerId: supplier.partnerId,
  });
  admin = await accountOfRole(service, "ADMIN");
}, 60_000);
afterAll(() => service.close());

const date = daysFromToday(45);
const flight = flightOf("6E", "DEL", "BOM", date);
const number = flightNumberOf(flight);
const call = (path: string, data: unknown, token: string) =>
  bookingCall(service, path, data, token);

async function onwardTrips(): Promise<Trip[]> {
  const response = await service.fetch(searchCall(oneWay("DEL", "BOM", date)));
  return (await response.json()).payload.tripInfos.ONWARD ?? [];
}

async function inventory(token: string) {
  const { body } = await call(SUPPLIER_INVENTORY_PATH, { page: 0 }, token);
  return supplierInventoryPayloadSchema.parse(body.payload);
}

describe("supplier allotments (issue 22, decision 0082)", () => {
  it("loads nothing from a file with one bad row, and names the row and the field", async () => {
    const csv = allotmentCsv([
      [number, date, "Economy", "S", "9", "3999", "850"],
      [number, date, "Business", "Z", "many", "15000", "1800"],
    ]);
    const { response, body } = await call(SUPPLIER_ALLOTMENTS_LOAD_PATH, { csv }, supplier.token);
    expect(response.status).toBe(400);
    expect(body.errors).toEqual([
      expect.objectContaining({ message: "Row 3: Seats must be a whole number from 1 to 500." }),
    ]);
    expect((await inventory(supplier.token)).loads).toEqual([]);
    expect(supplierPricesOn(await onwardTrips(), flight)).toEqual([]);
  });

  it("refuses another airline's flight, a day gone by and a flight that does not fly", async () => {
    const other = flightOf("AI", "DEL", "BOM", date);
    const csv = allotmentCsv([
      [flightNumberOf(other), date, "Economy", "S", "9", "3999", "850"],
      [number, daysFromToday(0), "Economy", "S", "9", "3999", "850"],
      ["6E9", date, "Economy", "S", "9", "3999", "850"],
    ]);
    const { body } = await call(SUPPLIER_ALLOTMENTS_LOAD_PATH, { csv }, supplier.token);
    expect(body.errors.map((error: { message: string }) => error.message)).toEqual([
      "Row 2: Flight number is not one of your airline's (6E).",
      "Row 3: Date must be a day after today.",
      "Row 4: Flight number does not fly on that date.",
    ]);
  });

  it("loads the corrected file at once, and search sells its seats at its fare", async () => {
    const csv = allotmentCsv([
      [number, date, "Economy", "T", "4", "5200", "900"],
      [number, date, "Economy", "S", "9", "3999", "850"],
    ]);
    const { response, body } = await call(
      SUPPLIER_ALLOTMENTS_LOAD_PATH,
      { csv, fileName: "january.csv" },
      supplier.token,
    );
    expect(response.status, JSON.stringify(body.errors)).toBe(200);
    const loaded = supplierAllotmentsLoadPayloadSchema.parse(body.payload);
    expect(loaded).toMatchObject({ rows: 2, seats: 13 });

    const prices = supplierPricesOn(await onwardTrips(), flight);
    expect(prices.map((price) => [price.total, price.fareDetails.ADULT.bookingClass])).toEqual([
      [484_900, "S"],
      [610_000, "T"],
    ]);
    expect(prices[0]?.fareDetails.ADULT).toMatchObject({ seatsRemaining: 9, base: 399_900 });

    const mine = await inventory(supplier.token);
    expect(mine.loads.map((load) => [load.fileName, load.allotments.length])).toEqual([
      ["january.csv", 2],
    ]);
    const { body: log } = await call(AUDIT_LOG_PATH, { subject: loaded.loadId }, admin.token);
    expect(auditLogPayloadSchema.parse(log.payload).entries[0]?.action).toBe("supplier.load");
  });

  it("lets the supplier admin see its suppliers' loads and take one off sale", async () => {
    const seen = await inventory(supplierAdmin.token);
    expect(seen.mayWithdraw).toBe(true);
    expect(seen.suppliers.map((each) => each.userId)).toContain(supplier.userId);
    const loadId = seen.loads[0]?.loadId as string;
    expect((await inventory(supplier.token)).mayWithdraw).toBe(false);
    const refused = await call(SUPPLIER_LOAD_WITHDRAW_PATH, { loadId }, supplier.token);
    expect(refused.response.status).toBe(404);

    const withdrawn = await call(SUPPLIER_LOAD_WITHDRAW_PATH, { loadId }, supplierAdmin.token);
    expect(withdrawn.response.status).toBe(200);
    expect(supplierPricesOn(await onwardTrips(), flight)).toEqual([]);
    expect((await inventory(supplier.token)).loads[0]?.status).toBe("WITHDRAWN");
  });

  it("a supplier the admin invites loads on the organisation's airline", async () => {
    const email = `supplier-${crypto.randomUUID()}@supplier.test`;
    const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const created = await call(
      PEOPLE_CREATE_PATH,
      { name: "Nisha Inventory", email, mobile, role: "SUPPLIER" },
      supplierAdmin.token,
    );
    expect(created.response.status).toBe(200);
    const token = await acceptInvitation(service, email, "Supplier@1234");
    const csv = allotmentCsv([[number, date, "Economy", "V", "2", "4100", "850"]]);
    const { response } = await call(SUPPLIER_ALLOTMENTS_LOAD_PATH, { csv }, token);
    expect(response.status).toBe(200);
    expect((await inventory(token)).airline).toBe("6E");
  });
});
