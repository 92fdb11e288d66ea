import { type FeatureToggle, isFeatureEnabled } from "../config/feature-toggles";

/**
 * The payment page version is "chosen by configuration and feature toggles" (F§2, F§6).
 * Decision: a user in the V3 toggle gets V3, else one in the V2 toggle gets V2, else the
 * configured version (V1 when none).
 */
export const PAYMENT_PATHS = {
  V1: "/flight/payment/",
  V2: "/flight/payment_V2/",
  V3: "/flight/payment_V3/",
} as const;

export type PaymentPageVersion = keyof typeof PAYMENT_PATHS;

export interface PaymentRouteInput {
  userId: string | undefined;
  configuredVersion?: PaymentPageVersion;
  toggles: { paymentV2?: FeatureToggle; paymentV3?: FeatureToggle };
}

export function paymentPageVersion({
  userId,
  configuredVersion,
  toggles,
}: PaymentRouteInput): PaymentPageVersion {
  if (isFeatureEnabled(toggles.paymentV3, userId)) return "V3";
  if (isFeatureEnabled(toggles.paymentV2, userId)) return "V2";
  return configuredVersion ?? "V1";
}

export function paymentPath(input: PaymentRouteInput): string {
  return PAYMENT_PATHS[paymentPageVersion(input)];
}
