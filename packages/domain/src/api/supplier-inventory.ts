import { z } from "zod";
import { cabinClassSchema } from "../catalogues/cabin-class-schema";
import { CONTROL_CHARACTER_MESSAGE, noControlCharacters, plainText } from "../text/plain-text";
import { requestBodySchema } from "./envelope";

/**
 * Supplier inventory (issue 22, decision 0082): a SUPPLIER loads seat allotments and fares
 * for its airline's flights from a CSV file, all rows or none; the inventory page lists the
 * loads of the caller (a SUPPLIER its own, a SUPPLIER_ADMIN its organisation's suppliers'),
 * and a SUPPLIER_ADMIN withdraws a load from sale.
 */
export const SUPPLIER_ALLOTMENTS_LOAD_PATH = "/xms/v1/supplier/allotments/load";
export const SUPPLIER_INVENTORY_PATH = "/xms/v1/supplier/inventory";
export const SUPPLIER_LOAD_WITHDRAW_PATH = "/xms/v1/supplier/load/withdraw";

export const SUPPLIER_LOADS_PAGE_SIZE = 10;
export const SUPPLIER_ORDERS_PAGE_SIZE = 10;
/** A CSV of the most rows allowed is well under this. */
export const ALLOTMENT_CSV_MAX_CHARACTERS = 100_000;

/** The CSV's text: line breaks end its rows; no other control character, a tab neither. */
export const allotmentCsvSchema = plainText(undefined, { multiLine: true })
  .regex(/^[^\t]*$/, CONTROL_CHARACTER_MESSAGE)
  .max(ALLOTMENT_CSV_MAX_CHARACTERS);

export const supplierAllotmentsLoadRequestSchema = requestBodySchema(
  z
    .object({
      csv: allotmentCsvSchema,
      fileName: z.string().check(noControlCharacters()).trim().max(200).default("allotments.csv"),
    })
    .strict(),
);
export type SupplierAllotmentsLoadRequest = z.input<
  typeof supplierAllotmentsLoadRequestSchema.shape.data
>;

export const supplierAllotmentsLoadPayloadSchema = z.object({
  loadId: z.string(),
  rows: z.int().nonnegative(),
  seats: z.int().nonnegative(),
});
export type SupplierAllotmentsLoadPayload = z.infer<typeof supplierAllotmentsLoadPayloadSchema>;

export const supplierInventoryRequestSchema = requestBodySchema(
  z
    .object({
      page: z.int().min(0).max(10_000).default(0),
      ordersPage: z.int().min(0).max(10_000).default(0),
    })
    .strict(),
);

export const supplierAllotmentSchema = z.object({
  flightNumber: z.string(),
  date: z.string(),
  cabinClass: cabinClassSchema,
  bookingClass: z.string(),
  seats: z.int(),
  baseFare: z.int(),
  taxes: z.int(),
});
export type SupplierAllotment = z.infer<typeof supplierAllotmentSchema>;

export const supplierLoadSchema = z.object({
  loadId: z.string(),
  fileName: z.string(),
  supplierName: z.string(),
  loadedAt: z.string(),
  status: z.enum(["ON_SALE", "WITHDRAWN"]),
  allotments: z.array(supplierAllotmentSchema),
});
export type SupplierLoad = z.infer<typeof supplierLoadSchema>;

/** A booking that took seats of the caller's allotments: the inventory's order. */
export const supplierOrderSchema = z.object({
  bookingId: z.string(),
  bookedAt: z.string(),
  flightNumber: z.string(),
  date: z.string(),
  seats: z.int(),
  /** The booking's total, paise. */
  amount: z.int(),
  status: z.string(),
});
export type SupplierOrder = z.infer<typeof supplierOrderSchema>;

export const supplierInventoryPayloadSchema = z.object({
  airline: z.string(),
  /** The suppliers a SUPPLIER_ADMIN looks after; empty for a SUPPLIER. */
  suppliers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  /** A SUPPLIER_ADMIN may withdraw loads from sale. */
  mayWithdraw: z.boolean(),
  loads: z.array(supplierLoadSchema),
  page: z.int(),
  total: z.int(),
  /** A page of orders on the caller's allotments, newest first. */
  orders: z.array(supplierOrderSchema),
  ordersPage: z.int(),
  ordersTotal: z.int(),
});
export type SupplierInventoryPayload = z.infer<typeof supplierInventoryPayloadSchema>;

export const supplierLoadWithdrawRequestSchema = requestBodySchema(
  z.object({ loadId: z.string().check(noControlCharacters()).trim().min(1).max(64) }).strict(),
);
export const supplierLoadWithdrawPayloadSchema = z.object({ loadId: z.string() });
