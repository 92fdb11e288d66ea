import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";

/** The caller's account as it is now: its role, organisation and the airline it supplies. */
export interface SupplierCaller {
  userId: string;
  name: string;
  role: string;
  partnerId: string;
  airline: string;
}

/** The caller when its organisation supplies an airline's seats; else undefined. */
export async function supplierCaller(
  db: Pick<Database, "select">,
  userId: string,
): Promise<SupplierCaller | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const airline = row?.additionalInfo.supplierAirline;
  if (!row || !airline || row.status !== "ACTIVE") return undefined;
  return { userId: row.id, name: row.name, role: row.role, partnerId: row.partnerId, airline };
}
