import type { FareType } from "../catalogues/fare-types";
import type { PaxType } from "../catalogues/pax-types";
import type { SearchFareType } from "../catalogues/preferred-fare-types";

/**
 * Which optional passenger fields a booking requires (J§5 "required when needed").
 *
 * Decisions, as Indian portals do it: a date of birth is always needed for children and
 * infants (their fare depends on it), for everyone on an international trip (passport
 * data) and on a senior-citizen or student fare (the age is the fare's condition); an adult
 * on a regular domestic fare may leave it blank. Passport data is needed on international
 * trips. PAN and the corporate document follow their configuration flags. Each can be
 * forced either way by configuration.
 */
export interface PassengerRequirementContext {
  paxType: PaxType;
  fareType?: FareType | SearchFareType | undefined;
  isDomestic: boolean;
}

export interface PassengerRequirementFlags {
  dobRequired?: boolean | undefined;
  passportRequired?: boolean | undefined;
  panMandatory?: boolean | undefined;
  documentMandatory?: boolean | undefined;
}

export interface PassengerFieldRequirements {
  dob: boolean;
  passport: boolean;
  panMandatory: boolean;
  document: boolean;
  /** Whether the passenger may give a frequent flyer number: not an infant, who earns no miles. */
  frequentFlyer: boolean;
}

const AGE_CONDITIONED_FARES: readonly string[] = ["SENIOR_CITIZEN", "STUDENT"];

export function passengerFieldRequirements(
  context: PassengerRequirementContext,
  flags: PassengerRequirementFlags = {},
): PassengerFieldRequirements {
  const dobByRule =
    context.paxType !== "ADULT" ||
    !context.isDomestic ||
    AGE_CONDITIONED_FARES.includes(context.fareType ?? "");
  return {
    dob: flags.dobRequired ?? dobByRule,
    passport: flags.passportRequired ?? !context.isDomestic,
    panMandatory: flags.panMandatory ?? false,
    document: flags.documentMandatory ?? false,
    frequentFlyer: context.paxType !== "INFANT",
  };
}
