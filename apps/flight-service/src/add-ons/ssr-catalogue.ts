import {
  type BaggageOption,
  INFANT_MEAL_CODE,
  type MealOption,
  type Paise,
  paise,
  SPECIAL_MEALS,
  WHEELCHAIR_SERVICES,
} from "@wayfare/domain";
import { airline } from "../reference/airlines";
import type { AddOnFlight } from "./add-on-flights";
import { menuOf } from "./airline-menus";

/** Pre-paid extra check-in baggage steps (kg), as Indian carriers sell them. */
const DOMESTIC_BAGGAGE_KG = [3, 5, 10, 15, 20, 30];
const INTERNATIONAL_BAGGAGE_KG = [5, 10, 15, 20, 25, 30];

/** Rupees per extra kilogram, pre-paid. */
function baggageRate(isLcc: boolean, isDomestic: boolean): number {
  if (isDomestic) return isLcc ? 450 : 550;
  return isLcc ? 900 : 1100;
}

const FAST_FORWARD_NAME = "Fast forward: priority check-in, boarding and bags";
const rupeesToPaise = (rupees: number): Paise => paise(rupees * 100);

export interface SsrOptions {
  meals: MealOption[];
  baggage: BaggageOption[];
  fastForward: { name: string; price: Paise } | null;
  wheelchair: { code: (typeof WHEELCHAIR_SERVICES)[number]["code"]; name: string; price: Paise }[];
}

/**
 * The SSRs on sale on one flight: special meals free when the fare includes a meal,
 * otherwise the carrier's menu (and the baby meal, free); extra baggage priced per kilo,
 * dearer abroad; fast forward from the LCCs, whose fares lack priority services;
 * wheelchairs always, free.
 */
export function ssrOptions(flight: AddOnFlight): SsrOptions {
  const carrier = airline(flight.flight.airline);
  const specialMeals = SPECIAL_MEALS.map((meal) => ({ ...meal, price: paise(0) }));
  const babyMeal = specialMeals.filter((meal) => meal.code === INFANT_MEAL_CODE);
  const meals = flight.mealIncluded
    ? specialMeals
    : [
        ...menuOf(carrier.code).map((meal) => ({ ...meal, price: rupeesToPaise(meal.price) })),
        ...babyMeal,
      ];
  const kgSteps = flight.isDomestic ? DOMESTIC_BAGGAGE_KG : INTERNATIONAL_BAGGAGE_KG;
  const rate = baggageRate(carrier.isLcc, flight.isDomestic);
  const baggage = kgSteps.map((kg) => ({
    code: `XBAG${kg}`,
    kg,
    price: rupeesToPaise(kg * rate),
  }));
  const fastForward = carrier.isLcc
    ? { name: FAST_FORWARD_NAME, price: rupeesToPaise(flight.isDomestic ? 500 : 900) }
    : null;
  const wheelchair = WHEELCHAIR_SERVICES.map((service) => ({ ...service, price: paise(0) }));
  return { meals, baggage, fastForward, wheelchair };
}
