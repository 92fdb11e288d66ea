import { type PaymentMode, paymentModesOf } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema";

/** The payment modes a user may pay with (J§6): the ones set for them, or every mode. */
export async function userPaymentModes(
  db: Pick<Database, "select">,
  userId: string,
): Promise<PaymentMode[]> {
  const [user] = await db
    .select({ additionalInfo: users.additionalInfo })
    .from(users)
    .where(eq(users.id, userId));
  return paymentModesOf(user?.additionalInfo.pms);
}
