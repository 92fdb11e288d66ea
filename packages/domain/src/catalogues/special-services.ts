import { z } from "zod";

/**
 * Special service requests offered as add-ons (J§2 Add-ons: meals, wheelchair), with the
 * IATA SSR codes (domain notes, "IATA basics"). Names and the veg/non-veg marking are ours.
 */
export const WHEELCHAIR_SERVICES = [
  { code: "WCHR", name: "Wheelchair to the aircraft door (can climb stairs, walk in the cabin)" },
  { code: "WCHS", name: "Wheelchair up and down the stairs (can walk in the cabin)" },
  { code: "WCHC", name: "Wheelchair to the seat (cannot walk)" },
] as const;

export type WheelchairCode = (typeof WHEELCHAIR_SERVICES)[number]["code"];
export const wheelchairCodeSchema = z.enum(
  WHEELCHAIR_SERVICES.map((service) => service.code) as [WheelchairCode, ...WheelchairCode[]],
);

export const MEAL_DIETS = ["VEG", "NON_VEG"] as const;
export type MealDiet = (typeof MEAL_DIETS)[number];

/** Special meals a full-service fare with a meal included can request free of charge. */
export const SPECIAL_MEALS = [
  { code: "VGML", name: "Vegetarian vegan meal", diet: "VEG" },
  { code: "AVML", name: "Asian vegetarian meal", diet: "VEG" },
  { code: "VLML", name: "Vegetarian lacto-ovo meal", diet: "VEG" },
  { code: "HNML", name: "Hindu non-vegetarian meal", diet: "NON_VEG" },
  { code: "MOML", name: "Muslim meal", diet: "NON_VEG" },
  { code: "KSML", name: "Kosher meal", diet: "NON_VEG" },
  { code: "DBML", name: "Diabetic meal", diet: "VEG" },
  { code: "GFML", name: "Gluten-free meal", diet: "NON_VEG" },
  { code: "CHML", name: "Child meal", diet: "NON_VEG" },
  { code: "BBML", name: "Baby meal", diet: "VEG" },
] as const satisfies readonly { code: string; name: string; diet: MealDiet }[];

/** The baby meal: the one meal an infant can have, and for infants only. */
export const INFANT_MEAL_CODE = "BBML";
