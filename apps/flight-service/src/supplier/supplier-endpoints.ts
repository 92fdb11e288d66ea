import { randomUUID } from "node:crypto";
import {
  endpoints,
  mayLoadAllotments,
  maySeeSupplierLoads,
  mayWithdrawSupplierLoads,
  SUPPLIER_LOADS_PAGE_SIZE,
} from "@wayfare/domain";
import { and, count, desc, eq } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import { supplierAllotments, supplierLoads, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseEach } from "../http/refusal";
import { indiaToday } from "../inventory/local-time";
import { closeAllotmentCounters } from "./allotment-claims";
import { allotmentCsvRows } from "./allotment-csv";
import { supplierCaller } from "./supplier-caller";
import { loadsWithAllotments } from "./supplier-loads";
import { supplierOrders } from "./supplier-orders";

/** A hostile file has thousands of bad rows: the answer names the first of them. */
const MAX_ROW_MESSAGES = 100;

/**
 * POST /xms/v1/supplier/allotments/load: a SUPPLIER's CSV of seat allotments and fares for
 * its airline's flights, loaded in one transaction, or refused with every row's message and
 * nothing written (decision 0082). Anyone else: 404.
 */
export const supplierAllotmentsLoad = forUser(
  endpoints.supplierAllotmentsLoad,
  async ({ csv, fileName }, { ctx, subject }) => {
    const caller = await supplierCaller(ctx.db, subject.userId);
    if (!caller || !mayLoadAllotments(caller.role)) return refuse("404", 404);
    const now = ctx.config.now();
    const checked = allotmentCsvRows(csv, caller.airline, indiaToday(now).today);
    if (!checked.ok) return refuseEach("WF120", 400, checked.errors.slice(0, MAX_ROW_MESSAGES));
    const loadId = `L${randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;
    const seats = checked.rows.reduce((sum, row) => sum + row.seats, 0);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(supplierLoads).values({
        id: loadId,
        supplierUserId: caller.userId,
        partnerId: caller.partnerId,
        airline: caller.airline,
        fileName,
        loadedAt: now,
      });
      await tx.insert(supplierAllotments).values(
        checked.rows.map((row) => ({
          loadId,
          row: row.row,
          flightNumber: `${row.airline}${row.flightNumber}`,
          flightDate: row.date,
          cabinClass: row.cabinClass,
          bookingClass: row.bookingClass,
          seats: row.seats,
          baseFare: row.baseFare,
          taxes: row.taxes,
        })),
      );
      await audit(tx, {
        by: subject,
        action: "supplier.load",
        subject: loadId,
        at: now,
        after: { fileName, rows: checked.rows.length, seats },
      });
    });
    return { loadId, rows: checked.rows.length, seats };
  },
);

/**
 * POST /xms/v1/supplier/inventory: a page of loads, newest first: a SUPPLIER's own, a
 * SUPPLIER_ADMIN's organisation's (with its suppliers); and a page of the orders on those
 * loads' allotments (`ordersPage`). Anyone else: 404.
 */
export const supplierInventory = forUser(
  endpoints.supplierInventory,
  async ({ page, ordersPage }, { ctx, subject }) => {
    const caller = await supplierCaller(ctx.db, subject.userId);
    if (!caller || !maySeeSupplierLoads(caller.role)) return refuse("404", 404);
    const admin = mayWithdrawSupplierLoads(caller.role);
    const where = admin
      ? eq(supplierLoads.partnerId, caller.partnerId)
      : eq(supplierLoads.supplierUserId, caller.userId);
    const [loads, [counted], suppliers, orders] = await Promise.all([
      ctx.db
        .select()
        .from(supplierLoads)
        .where(where)
        .orderBy(desc(supplierLoads.loadedAt), desc(supplierLoads.id))
        .limit(SUPPLIER_LOADS_PAGE_SIZE)
        .offset(page * SUPPLIER_LOADS_PAGE_SIZE),
      ctx.db.select({ total: count() }).from(supplierLoads).where(where),
      admin
        ? ctx.db
            .select({ userId: users.id, name: users.name, email: users.email })
            .from(users)
            .where(and(eq(users.partnerId, caller.partnerId), eq(users.role, "SUPPLIER")))
            .orderBy(users.name)
        : Promise.resolve([]),
      supplierOrders(ctx.db, where, ordersPage),
    ]);
    return {
      airline: caller.airline,
      suppliers,
      mayWithdraw: admin,
      loads: await loadsWithAllotments(ctx.db, loads),
      page,
      total: counted?.total ?? 0,
      orders: orders.orders,
      ordersPage,
      ordersTotal: orders.total,
    };
  },
);

/**
 * POST /xms/v1/supplier/load/withdraw: a SUPPLIER_ADMIN takes one of its organisation's
 * loads off sale (its rows stay, for the record; its seats close, even to earlier reviews). Another organisation's load, or any other
 * caller: 404.
 */
export const supplierLoadWithdraw = forUser(
  endpoints.supplierLoadWithdraw,
  async ({ loadId }, { ctx, subject }) => {
    const caller = await supplierCaller(ctx.db, subject.userId);
    if (!caller || !mayWithdrawSupplierLoads(caller.role)) return refuse("404", 404);
    const now = ctx.config.now();
    const withdrawn = await ctx.db.transaction(async (tx) => {
      const [load] = await tx
        .update(supplierLoads)
        .set({ status: "WITHDRAWN" })
        .where(
          and(
            eq(supplierLoads.id, loadId),
            eq(supplierLoads.partnerId, caller.partnerId),
            eq(supplierLoads.status, "ON_SALE"),
          ),
        )
        .returning();
      if (!load) return false;
      await closeAllotmentCounters(
        tx,
        await tx.select().from(supplierAllotments).where(eq(supplierAllotments.loadId, loadId)),
      );
      await audit(tx, {
        by: subject,
        action: "supplier.withdraw",
        subject: loadId,
        at: now,
        before: { status: "ON_SALE" },
        after: { status: "WITHDRAWN" },
      });
      return true;
    });
    return withdrawn ? { loadId } : refuse("404", 404);
  },
);
