import { endpoints, type TokenSubject, type UserInfoInput } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { isVisitorSubject } from "./default-token";
import { userInfoOf, userInfoReply } from "./session";

/**
 * Who the token belongs to, read fresh from the database so that a deactivated account loses
 * its session at the next call; null for an account no longer active. A visitor's guest token
 * has no account: its subject is the answer.
 */
export async function sessionUserInfo(
  ctx: ServiceContext,
  subject: TokenSubject,
): Promise<UserInfoInput | null> {
  if (isVisitorSubject(subject)) return { ...subject, email: "", mobile: null };
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  return user?.status === "ACTIVE" ? userInfoOf(user) : null;
}

/** apiName "currentUser": who the token belongs to (see sessionUserInfo). */
export const currentUser = forUser(endpoints.currentUser, async (_data, { ctx, subject }) => {
  const userInfo = await sessionUserInfo(ctx, subject);
  return userInfo ? userInfoReply(userInfo) : refuse("403", 403);
});
