import { endpoints } from "@wayfare/domain";
import { and, eq } from "drizzle-orm";
import { refuseVisitor } from "../after-booking/visitor-guard";
import { coachScreens } from "../db/schema";
import { forUser } from "../http/handlers";

/** POST /xtraa/coach-screen/get-user-details { screen } (F§7): has the caller dismissed its tour? */
export const coachScreenGet = forUser(
  endpoints.coachScreenGet,
  async ({ screen }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    const [row] = await ctx.db
      .select()
      .from(coachScreens)
      .where(and(eq(coachScreens.userId, subject.userId), eq(coachScreens.screen, screen)));
    return { screen, dismissed: row !== undefined };
  },
);

/** POST /xtraa/coach-screen/update-user-details { screen } (F§7): the caller dismisses its tour, once. */
export const coachScreenUpdate = forUser(
  endpoints.coachScreenUpdate,
  async ({ screen }, { ctx, subject }) => {
    const refused = refuseVisitor(subject);
    if (refused) return refused;
    await ctx.db
      .insert(coachScreens)
      .values({ userId: subject.userId, screen, dismissedAt: ctx.config.now() })
      .onConflictDoNothing();
    return { screen, dismissed: true };
  },
);
