import type { TokenSubject } from "@wayfare/domain";
import { refuseVisitor } from "../after-booking/visitor-guard";
import type { ServiceContext } from "../context";
import { authenticated } from "../http/authenticate";
import { success } from "../http/envelope";
import { userDues } from "./user-dues";

async function userDueInfo(ctx: ServiceContext, subject: TokenSubject): Promise<Response> {
  const refused = refuseVisitor(subject);
  if (refused) return refused;
  return success(await userDues(ctx.db, subject.userId, ctx.config.now()));
}

/** GET /xms/v1/user-due-info: the signed-in user's credit-line and deposit dues (F§3 ds). */
export function userDueInfoEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  return authenticated(ctx, request, (subject) => userDueInfo(ctx, subject));
}
