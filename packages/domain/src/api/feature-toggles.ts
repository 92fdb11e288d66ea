import { z } from "zod";
import { FEATURE_TOGGLE_ALL, FEATURES } from "../config/feature-toggles";
import { noControlCharacters } from "../text/plain-text";
import { requestBodySchema } from "./envelope";
import { userIdSchema } from "./people";

/** The admin's feature toggles (F§6, decision 0083): every setting, and setting one. */
export const FEATURE_TOGGLES_PATH = "/xms/v1/admin/feature-toggles";
export const FEATURE_TOGGLE_SET_PATH = "/xms/v1/admin/feature-toggles/set";

export const FEATURE_TOGGLE_MESSAGES = {
  chooseFeature: "Please choose a feature.",
  target: "Enter a user id, such as U123, or All.",
  unknownUser: "No account has this user id.",
} as const;

export const FEATURE_TOGGLE_LABELS = {
  heading: "Feature toggles",
  feature: "Feature",
  target: "User id or All",
  targetDescription:
    "One user's id turns the feature on or off for that user only; All for everyone else.",
  state: "State",
  on: "On",
  off: "Off",
  changedBy: "Changed by",
  changedAt: "Changed at",
  submit: "Save toggle",
  empty: "No feature is toggled yet: every feature is off.",
  saved: "Toggle saved.",
} as const;

/** A user id, or the value All (F§6). */
export const featureToggleTargetSchema = z
  .string(FEATURE_TOGGLE_MESSAGES.target)
  .check(noControlCharacters(FEATURE_TOGGLE_MESSAGES.target))
  .trim()
  .refine(
    (target) => target === FEATURE_TOGGLE_ALL || userIdSchema.safeParse(target).success,
    FEATURE_TOGGLE_MESSAGES.target,
  );

export const featureTogglesRequestSchema = requestBodySchema(z.object({}).strict());

export const featureToggleSetRequestSchema = requestBodySchema(
  z
    .object({
      feature: z.enum(FEATURES, FEATURE_TOGGLE_MESSAGES.chooseFeature),
      target: featureToggleTargetSchema,
      enabled: z.boolean(),
    })
    .strict(),
);
export type FeatureToggleSetRequest = z.infer<typeof featureToggleSetRequestSchema>["data"];

export const featureToggleSchema = z.object({
  feature: z.string(),
  target: z.string(),
  enabled: z.boolean(),
  changedBy: z.string(),
  changedAt: z.string(),
});
export type FeatureToggleEntry = z.infer<typeof featureToggleSchema>;

export const featureTogglesPayloadSchema = z.object({ toggles: z.array(featureToggleSchema) });
export type FeatureTogglesPayload = z.infer<typeof featureTogglesPayloadSchema>;
