import { endpoints } from "@wayfare/domain";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { forUser } from "../http/handlers";
import { userDues } from "./user-dues";

/** GET /xms/v1/user-due-info: the signed-in user's credit-line and deposit dues (F§3 ds). */
export const userDueInfo = forUser(endpoints.userDueInfo, async (_data, { ctx, subject }) => {
  return refuseVisitor(subject) ?? userDues(ctx.db, subject.userId, ctx.config.now());
});
