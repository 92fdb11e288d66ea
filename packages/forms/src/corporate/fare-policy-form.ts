import {
  CABIN_CLASSES,
  corporatePolicySaveRequestSchema,
  FARE_POLICY_MESSAGES,
  type FarePolicy,
} from "@wayfare/domain";

/** Words of the fare policy pages (issue 22, decision 0081). */
export const FARE_POLICY_FORM_LABELS = {
  heading: "Fare policies",
  newPolicy: "New policy",
  editPolicy: (name: string) => `Edit ${name}`,
  name: "Policy name",
  cabins: "Cabins allowed",
  maxTripFare: "Highest fare per trip (₹)",
  maxTripFareHint: "Net fare of the whole trip; leave empty for any.",
  advancePurchaseDays: "Book at least this many days ahead",
  advancePurchaseDaysHint: "Leave empty for any.",
  refundableOnly: "Refundable fares only",
  save: "Save policy",
  saved: (name: string) => `${name} saved.`,
  employees: "Employees' policies",
  policyOf: (name: string) => `Policy for ${name}`,
  noPolicy: "No policy",
  assign: "Assign",
  assigned: (person: string, policy: string) => `${person} now has ${policy}.`,
  report: "Bookings outside policy",
} as const;

export type FarePolicyFormErrors = Partial<
  Record<"name" | "cabins" | "maxTripFare" | "advancePurchaseDays", string[]>
>;

/** An optional whole number typed in a field: empty is null, anything else a number or NaN. */
function optionalWhole(value: FormDataEntryValue | null): number | null {
  const text = typeof value === "string" ? value.trim().replaceAll(",", "") : "";
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The fare policy form's post as the service's request (rupees to paise), checked by the
 * domain's schema: the request, or each field's messages.
 */
export function farePolicyFromForm(
  form: FormData,
):
  | { ok: true; value: ReturnType<typeof corporatePolicySaveRequestSchema.shape.data.parse> }
  | { ok: false; errors: FarePolicyFormErrors } {
  const rupees = optionalWhole(form.get("maxTripFare"));
  const days = optionalWhole(form.get("advancePurchaseDays"));
  const policyId = form.get("policyId");
  const parsed = corporatePolicySaveRequestSchema.shape.data.safeParse({
    ...(typeof policyId === "string" && policyId ? { policyId } : {}),
    name: form.get("name") ?? "",
    cabins: form.getAll("cabins"),
    ...(rupees === null ? {} : { maxTripFare: rupees * 100 }),
    ...(days === null ? {} : { advancePurchaseDays: days }),
    refundableOnly: form.get("refundableOnly") === "on",
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FarePolicyFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FarePolicyFormErrors;
    const message = field === "maxTripFare" ? FARE_POLICY_MESSAGES.maxTripFare : issue.message;
    errors[field] = [...new Set([...(errors[field] ?? []), message])];
  }
  return { ok: false, errors };
}

/** The cabins a policy may allow, as checkbox options. */
export const POLICY_CABIN_OPTIONS = CABIN_CLASSES.filter((cabin) => cabin.cabinClass !== "MIXED");

/** A policy's rules in a line: "Economy · up to ₹6,000 · 14 days ahead · refundable only". */
export function farePolicySummary(policy: FarePolicy): string {
  const cabins = policy.cabins
    .map((cabin) => CABIN_CLASSES.find((entry) => entry.cabinClass === cabin)?.label ?? cabin)
    .join(", ");
  return [
    cabins,
    policy.maxTripFare === null
      ? null
      : `up to ₹${(policy.maxTripFare / 100).toLocaleString("en-IN")} per trip`,
    policy.advancePurchaseDays === null ? null : `${policy.advancePurchaseDays} days ahead`,
    policy.refundableOnly ? "refundable only" : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
