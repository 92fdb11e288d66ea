import type { CabinClass, SupplierLoad } from "@wayfare/domain";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { type SupplierLoadRow, supplierAllotments, users } from "../db/schema";

/** Loads as the inventory page lists them: who loaded each, and its rows in file order. */
export async function loadsWithAllotments(
  db: Pick<Database, "select">,
  loads: readonly SupplierLoadRow[],
): Promise<SupplierLoad[]> {
  if (loads.length === 0) return [];
  const ids = loads.map((load) => load.id);
  const [rows, people] = await Promise.all([
    db
      .select()
      .from(supplierAllotments)
      .where(inArray(supplierAllotments.loadId, ids))
      .orderBy(asc(supplierAllotments.loadId), asc(supplierAllotments.row)),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, [...new Set(loads.map((load) => load.supplierUserId))])),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  return loads.map((load) => ({
    loadId: load.id,
    fileName: load.fileName,
    supplierName: names.get(load.supplierUserId) ?? load.supplierUserId,
    loadedAt: load.loadedAt.toISOString(),
    status: load.status,
    allotments: rows
      .filter((row) => row.loadId === load.id)
      .map((row) => ({
        flightNumber: row.flightNumber,
        date: row.flightDate,
        cabinClass: row.cabinClass as CabinClass,
        bookingClass: row.bookingClass,
        seats: row.seats,
        baseFare: row.baseFare,
        taxes: row.taxes,
      })),
  }));
}
