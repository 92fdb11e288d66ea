/**
 * The first-visit coach tour (J§2) of the flight search page, remembered per user by the
 * service's coach-screen calls (F§7) once dismissed. Its steps' words are the ui's.
 */
export const COACH_SCREENS = ["FLIGHT_SEARCH"] as const;
export type CoachScreen = (typeof COACH_SCREENS)[number];
