import {
  endpoints,
  FEATURE_TOGGLE_MESSAGES,
  type FeatureTogglesPayload,
  mayManageFeatureToggles,
} from "@wayfare/domain";
import { and, asc, eq } from "drizzle-orm";
import { audit } from "../audit/audit-log";
import type { Database } from "../db/database";
import { featureToggles, users } from "../db/schema";
import { forUser } from "../http/handlers";
import { refuse, refuseInput } from "../http/refusal";
import { forgetFeatureToggleSettings } from "./toggle-settings";

async function everyToggle(db: Pick<Database, "select">): Promise<FeatureTogglesPayload> {
  const rows = await db
    .select()
    .from(featureToggles)
    .orderBy(asc(featureToggles.feature), asc(featureToggles.target));
  return {
    toggles: rows.map(({ changedAt, ...row }) => ({ ...row, changedAt: changedAt.toISOString() })),
  };
}

/** POST /xms/v1/admin/feature-toggles: every setting, for ADMIN (others: 404). */
export const featureTogglesRead = forUser(
  endpoints.featureToggles,
  async (_data, { ctx, subject }) => {
    if (!mayManageFeatureToggles(subject.role)) return refuse("404", 404);
    return everyToggle(ctx.db);
  },
);

/**
 * POST /xms/v1/admin/feature-toggles/set: a feature on or off for a user id or All (F§6),
 * for ADMIN (others: 404, nothing written), written to the audit log with the setting before.
 */
export const featureToggleSet = forUser(
  endpoints.featureToggleSet,
  async ({ feature, target, enabled }, { ctx, subject }) => {
    if (!mayManageFeatureToggles(subject.role)) return refuse("404", 404);
    const answer = await ctx.db.transaction(async (tx) => {
      if (target !== "All") {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, target));
        if (!user) return refuseInput([FEATURE_TOGGLE_MESSAGES.unknownUser]);
      }
      const key = { feature, target };
      const [before] = await tx
        .select({ enabled: featureToggles.enabled })
        .from(featureToggles)
        .where(and(eq(featureToggles.feature, feature), eq(featureToggles.target, target)));
      const at = ctx.config.now();
      const changed = { enabled, changedBy: subject.userId, changedAt: at };
      await tx
        .insert(featureToggles)
        .values({ ...key, ...changed })
        .onConflictDoUpdate({
          target: [featureToggles.feature, featureToggles.target],
          set: changed,
        });
      await audit(tx, {
        by: subject,
        action: "feature.toggle",
        subject: target,
        at,
        before: before ? { feature, enabled: before.enabled } : null,
        after: { feature, enabled },
      });
      return everyToggle(tx);
    });
    forgetFeatureToggleSettings(ctx.db);
    return answer;
  },
);
