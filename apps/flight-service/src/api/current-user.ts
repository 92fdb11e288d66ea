import { endpoints, type UserInfoInput } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { isVisitorSubject } from "./default-token";
import { userInfoOf, userInfoReply } from "./session";

/**
 * apiName "currentUser": who the token belongs to, read fresh from the database so that a
 * deactivated account loses its session at the next call. A visitor's guest token has no
 * account: its subject is the answer.
 */
export const currentUser = forUser(endpoints.currentUser, async (_data, { ctx, subject }) => {
  if (isVisitorSubject(subject)) {
    const userInfo: UserInfoInput = { ...subject, email: "", mobile: null };
    return userInfoReply(userInfo);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  if (user?.status !== "ACTIVE") return refuse("403", 403);
  return userInfoReply(userInfoOf(user));
});
