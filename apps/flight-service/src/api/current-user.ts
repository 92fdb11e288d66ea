import type { TokenSubject, UserInfoInput } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { catalogueFailure, success } from "../http/envelope";
import { isVisitorSubject } from "./default-token";
import { userInfoOf } from "./session";

/**
 * apiName "currentUser": who the token belongs to, read fresh from the database so that a
 * deactivated account loses its session at the next call. A visitor's guest token has no
 * account: its subject is the answer.
 */
export async function currentUser(ctx: ServiceContext, subject: TokenSubject): Promise<Response> {
  if (isVisitorSubject(subject)) {
    const userInfo: UserInfoInput = { ...subject, email: "", mobile: null };
    return success({ userInfo }, { userInfo });
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  if (user?.status !== "ACTIVE") return catalogueFailure(403, "403");
  const userInfo = userInfoOf(user);
  return success({ userInfo }, { userInfo });
}
