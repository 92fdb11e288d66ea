import { type UpdateUserRequest, updateUserRequestSchema } from "@wayfare/domain";
import { and, eq, ne } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { optionalSession } from "../http/authenticate";
import { catalogueFailure, success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
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
 * carries the new name (authenticated() would re-issue the old subject).
 */
export async function updateUserEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(updateUserRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const session = await optionalSession(ctx, request);
  if (!session || session instanceof Response) return catalogueFailure(403, "403");
  const { subject } = session;
  const refused = refuseVisitor(subject);
  if (refused) return refused;

  const values = updatedColumns(parsed.value.data);
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, values.mobile), ne(users.id, subject.userId)))
    .limit(1);
  if (taken) return catalogueFailure(409, "812");
  let updated: (typeof users.$inferSelect)[];
  try {
    updated = await ctx.db
      .update(users)
      .set(values)
      .where(and(eq(users.id, subject.userId), eq(users.status, "ACTIVE")))
      .returning();
  } catch (error) {
    // Two users taking one mobile at once: the second loses here.
    if (isUniqueViolation(error)) return catalogueFailure(409, "812");
    throw error;
  }
  const [user] = updated;
  if (!user) return catalogueFailure(403, "403");
  const authorization = await ctx.sessions.rotate(session, { ...subject, name: user.name });
  return success(profilePayload(user), {}, { authorization });
}
