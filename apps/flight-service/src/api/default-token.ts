import { randomUUID } from "node:crypto";
import {
  endpoints,
  type TokenSubject,
  type TokenSubjectInput,
  type UserInfoInput,
} from "@wayfare/domain";
import { whiteLabelOf } from "../http/authenticate";
import { forPublic } from "../http/handlers";
import { userInfoReply } from "./session";

export const GUEST_ID_PREFIX = "GUEST-";

export function isVisitorSubject(subject: TokenSubject): boolean {
  return subject.role === "GUEST" && subject.userId.startsWith(GUEST_ID_PREFIX);
}

/**
 * GET /ums/v1/default-token (F§4, F§7): a GUEST token for a visitor without one. Each
 * visitor gets an id of its own (no account row), so one guest's holds and carts are
 * never another's.
 */
export const defaultToken = forPublic(endpoints.defaultToken, async (_data, { ctx, request }) => {
  const subject: TokenSubjectInput = {
    userId: `${GUEST_ID_PREFIX}${randomUUID()}`,
    partnerId: "P000",
    role: "GUEST",
    name: "Guest",
  };
  const token = await ctx.sessions.start(subject, whiteLabelOf(request));
  const userInfo: UserInfoInput = { ...subject, email: "", mobile: null };
  return userInfoReply(userInfo, token);
});
