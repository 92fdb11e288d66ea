import { endpoints, type UpdateUserRequest } from "@wayfare/domain";
import { and, eq, ne } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { reply } from "../http/reply";
import { profilePayload } from "./profile";

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === UNIQUE_VIOLATION;
}

function updatedColumns({ name, mobile, phone, panInfo, addressInfo }: UpdateUserRequest) {
  return { name, mobile, profile: { phone, panInfo, addressInfo } };
}

/**
 * POST /xms/v1/update-user/ (F§7): the signed-in user's name, mobile, phone, PAN and
 * address; the email never changes. 812 when the mobile is someone else's. The new token
 * carries the new name (forUser would re-issue the old subject).
 */
export const updateUser = forUser(endpoints.updateUser, async (data, { ctx, subject, session }) => {
  const refused = refuseVisitor(subject);
  if (refused) return refused;

  const values = updatedColumns(data);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, values.mobile), ne(users.id, subject.userId)))
    .limit(1);
  if (taken) return refuse("812", 409);
  let updated: (typeof users.$inferSelect)[];
  try {
    updated = await ctx.db
      .update(users)
      .set(values)
      .where(and(eq(users.id, subject.userId), eq(users.status, "ACTIVE")))
      .returning();
  } catch (error) {
    // Two users taking one mobile at once: the second loses here.
    if (isUniqueViolation(error)) return refuse("812", 409);
    throw error;
  }
  const [user] = updated;
  if (!user) return refuse("403", 403);
  const authorization = await ctx.sessions.rotate(session, { ...subject, name: user.name });
  return reply(profilePayload(user), { headers: { authorization } });
});
