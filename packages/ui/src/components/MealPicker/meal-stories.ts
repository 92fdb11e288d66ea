import { paise } from "@wayfare/domain";
import type { AddOnOption, AddOnPassenger, AddOnSegment } from "./MealPicker";

/** Story-only fixtures for MealPicker and BaggagePicker (never imported by components). */
export const meals: readonly AddOnOption[] = [
  {
    code: "VGML",
    name: "Vegetarian meal",
    description: "Paneer tikka sandwich and a juice",
    price: paise(35_000),
  },
  {
    code: "HNML",
    name: "Hindu non-vegetarian meal",
    description: "Chicken biryani and raita",
    price: paise(45_000),
  },
  {
    code: "DBML",
    name: "Diabetic meal",
    description: "Millet upma, fruit, no sugar",
    price: paise(0),
  },
];

export const bags: readonly AddOnOption[] = [
  {
    code: "XBAG5",
    name: "5 kg",
    description: "Added to your check-in allowance",
    price: paise(250_000),
  },
  {
    code: "XBAG10",
    name: "10 kg",
    description: "Added to your check-in allowance",
    price: paise(475_000),
  },
  {
    code: "XBAG15",
    name: "15 kg",
    description: "Added to your check-in allowance",
    price: paise(700_000),
  },
];

export const addOnPassengers: readonly AddOnPassenger[] = [
  { index: 0, name: "Asha Rao" },
  { index: 1, name: "Ravi Rao" },
];

export function addOnSegments(options: readonly AddOnOption[]): AddOnSegment[] {
  return [
    { id: "s1", label: "AI 101 DEL–BOM", options },
    { id: "s2", label: "6E 2131 BOM–BLR", options: options.slice(0, 2) },
  ];
}
