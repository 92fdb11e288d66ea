import { endpoints } from "@wayfare/domain";
import { eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse } from "../http/refusal";
import { profilePayload } from "./profile";

/** GET /xms/v1/user-profile: the signed-in user's contact details, PAN and address. */
export const userProfile = forUser(endpoints.userProfile, async (_data, { ctx, subject }) => {
  const refused = refuseVisitor(subject);
  if (refused) return refused;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, subject.userId));
  if (user?.status !== "ACTIVE") return refuse("403", 403);
  return profilePayload(user);
});
