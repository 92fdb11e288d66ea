import type { TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { authenticated } from "../http/authenticate";
import { catalogueFailure, success } from "../http/envelope";
import { profilePayload } from "./profile";

async function userProfile(ctx: ServiceContext, subject: TokenSubject): Promise<Response> {
  const refused = refuseVisitor(subject);
  if (refused) return refused;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  if (user?.status !== "ACTIVE") return catalogueFailure(403, "403");
  return success(profilePayload(user));
}

/** GET /xms/v1/user-profile: the signed-in user's contact details, PAN and address. */
export function userProfileEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  return authenticated(ctx, request, (subject) => userProfile(ctx, subject));
}
