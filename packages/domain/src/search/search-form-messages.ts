import { MULTICITY_MAX_LEGS } from "../config/limits";
import { MULTICITY_MIN_LEGS } from "./multicity";

/**
 * Messages of the search form's required fields. J§5 gives messages only for the server
 * checks (1001–1006); it has none for a blank origin, destination or date. Decision: short
 * messages that say what to do, in the style of F§5 ("Please enter …").
 */
export const SEARCH_FORM_MESSAGES = {
  fromRequired: "Please enter where you are flying from",
  toRequired: "Please enter where you are flying to",
  depRequired: "Please enter a departure date",
  retRequired: "Please enter a return date",
  airportInvalid: "Please choose an airport from the list",
  dateInvalid: "Please enter a valid date",
  airlinesInvalid: "Please choose airlines from the list",
  travellersInvalid: "Please choose how many travellers from the list",
  tripTypeInvalid: "Please choose one way, round trip or multi city",
  cabinInvalid: "Please choose a cabin class from the list",
  fareTypeInvalid: "Please choose a fare type from the list",
  stopsInvalid: "Please choose any, direct only or connecting only flights",
  tooManyLegs: `Please choose at most ${MULTICITY_MAX_LEGS} flights for a multicity search`,
  tooFewLegs: `Please enter at least ${MULTICITY_MIN_LEGS} flights for a multicity search`,
} as const;
