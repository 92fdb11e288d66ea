import { featureToggleSetRequestSchema } from "@wayfare/domain";
import { z } from "zod";

const setting = featureToggleSetRequestSchema.shape.data.shape;

/** Whether the feature is on, as the form's radio posts it. */
export const FEATURE_TOGGLE_STATES = ["on", "off"] as const;
const CHOOSE_A_STATE = "Please choose On or Off.";

/**
 * The admin's feature toggle form (F§6, decision 0083): a feature, a user id or All, and On
 * or Off; held to the rules the service checks the request with.
 */
export const featureToggleFormSchema = z.object({
  feature: setting.feature,
  target: setting.target,
  state: z.enum(FEATURE_TOGGLE_STATES, CHOOSE_A_STATE),
});
export type FeatureToggleForm = z.infer<typeof featureToggleFormSchema>;

/** The service's request for a submitted form. */
export function featureToggleRequest({ feature, target, state }: FeatureToggleForm) {
  return { feature, target, enabled: state === "on" };
}
