import type { MealDiet } from "@wayfare/domain";

export interface MenuItem {
  code: string;
  name: string;
  diet: MealDiet;
  /** Rupees. */
  price: number;
}

const item = (code: string, name: string, diet: MealDiet, price: number): MenuItem => ({
  code,
  name,
  diet,
  price,
});

/**
 * Pre-book menus of the carriers that sell their meals (the LCCs' buy-on-board menus, in
 * the style and price range of their 2025 menus); other carriers sell the default menu on
 * fares without a meal.
 */
const MENUS: Record<string, readonly MenuItem[]> = {
  "6E": [
    item("6EUP", "Masala upma with sambar", "VEG", 300),
    item("6EPT", "Paneer tikka sandwich", "VEG", 350),
    item("6EVB", "Veg biryani with raita", "VEG", 400),
    item("6ECJ", "Chicken junglee sandwich", "NON_VEG", 400),
    item("6ECB", "Chicken biryani with raita", "NON_VEG", 450),
  ],
  QP: [
    item("QPPP", "Poha with peanuts", "VEG", 300),
    item("QPRC", "Rajma chawal", "VEG", 400),
    item("QPCW", "Chicken tikka wrap", "NON_VEG", 450),
    item("QPBC", "Butter chicken with rice", "NON_VEG", 500),
  ],
  SG: [
    item("SGDP", "Dhokla platter", "VEG", 250),
    item("SGAP", "Aloo paratha with curd", "VEG", 350),
    item("SGEB", "Egg bhurji with paratha", "NON_VEG", 400),
    item("SGCC", "Chicken curry with rice", "NON_VEG", 450),
  ],
  IX: [
    item("IXIV", "Idli vada with chutney", "VEG", 300),
    item("IXVP", "Veg pulao", "VEG", 350),
    item("IXCS", "Chicken sandwich", "NON_VEG", 400),
    item("IXFC", "Fish curry with rice", "NON_VEG", 500),
  ],
};

const DEFAULT_MENU: readonly MenuItem[] = [
  item("VMLP", "Vegetarian hot meal", "VEG", 450),
  item("NVMP", "Non-vegetarian hot meal", "NON_VEG", 500),
];

export function menuOf(airlineCode: string): readonly MenuItem[] {
  return MENUS[airlineCode] ?? DEFAULT_MENU;
}
