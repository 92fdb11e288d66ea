import type { TokenSubject } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { catalogueFailure, success } from "../http/envelope";
import { userInfoOf } from "./login";

/**
 * apiName "currentUser": who the token belongs to, read fresh from the database so that a
 * deactivated account loses its session at the next call.
 */
export async function currentUser(ctx: ServiceContext, subject: TokenSubject): Promise<Response> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  if (user?.status !== "ACTIVE") return catalogueFailure(403, "403");
  const userInfo = userInfoOf(user);
  return success({ userInfo }, { userInfo });
}
