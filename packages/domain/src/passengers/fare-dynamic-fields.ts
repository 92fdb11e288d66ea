import type { FareType } from "../catalogues/fare-types";
import type { DynamicField } from "./dynamic-fields";

/**
 * The dynamic fields a fare asks for (J§5 "dynamic field rules by basis"), filled once per
 * booking on the passenger page and checked by their bases on both sides. Decision (the spec
 * names the bases, not the fields): a corporate fare asks for the company's cost centre
 * (required), project code and approver's email; an SME fare for the company's booking
 * reference (required). Other fares ask for nothing.
 */
export const FARE_DYNAMIC_FIELDS: Partial<Record<FareType, readonly DynamicField[]>> = {
  CORPORATE: [
    { key: "costCentre", label: "Cost Centre", basis: ["required", "noSpecialChar"] },
    { key: "projectCode", label: "Project Code", basis: ["noSpecialChar"] },
    { key: "approverEmail", label: "Approver Email", basis: ["email"] },
  ],
  SME: [
    { key: "companyReference", label: "Company Reference", basis: ["required", "noSpecialChar"] },
  ],
};

/** Every field the journey's fares ask for, each once, in the order of its legs. */
export function journeyDynamicFields(journey: {
  tripInfos: readonly { prices: readonly { fareType: FareType }[] }[];
}): DynamicField[] {
  const fields = new Map<string, DynamicField>();
  for (const trip of journey.tripInfos) {
    const fareType = trip.prices[0]?.fareType;
    for (const field of (fareType && FARE_DYNAMIC_FIELDS[fareType]) || []) {
      if (!fields.has(field.key)) fields.set(field.key, field);
    }
  }
  return [...fields.values()];
}

/** The values given, labelled, in the fields' order: what the booking keeps and shows. */
export function reportingDetails(
  fields: readonly DynamicField[],
  values: Readonly<Record<string, string | undefined>>,
): { label: string; value: string }[] {
  return fields.flatMap((field) => {
    const value = values[field.key]?.trim();
    return value ? [{ label: field.label, value }] : [];
  });
}

/**
 * The fields asked, each with the value the booking keeps for it (matched by its label, as
 * the booking keeps them; "" when none): what a correction form starts from.
 */
export function reportingFieldValues(
  fields: readonly DynamicField[],
  details: readonly { label: string; value: string }[],
): (DynamicField & { value: string })[] {
  const kept = new Map(details.map((detail) => [detail.label, detail.value]));
  return fields.map((field) => ({ ...field, value: kept.get(field.label) ?? "" }));
}
