import { randomUUID } from "node:crypto";
import type { TokenSubject, TokenSubjectInput, UserInfoInput } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { success } from "../http/envelope";

export const GUEST_ID_PREFIX = "GUEST-";

export function isVisitorSubject(subject: TokenSubject): boolean {
  return subject.role === "GUEST" && subject.userId.startsWith(GUEST_ID_PREFIX);
}

/**
 * GET /ums/v1/default-token (F§4, F§7): a GUEST token for a visitor without one. Each
 * visitor gets an id of its own (no account row), so one guest's holds and carts are
 * never another's.
 */
export async function defaultToken(ctx: ServiceContext): Promise<Response> {
  const subject: TokenSubjectInput = {
    userId: `${GUEST_ID_PREFIX}${randomUUID()}`,
    partnerId: "P000",
    role: "GUEST",
    name: "Guest",
  };
  const token = await ctx.sessions.start(subject);
  const userInfo: UserInfoInput = { ...subject, email: "", mobile: null };
  return success({ userInfo }, { userInfo }, { authorization: token });
}
