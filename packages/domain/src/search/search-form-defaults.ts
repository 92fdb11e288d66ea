import type { CabinClass } from "../catalogues/cabin-classes";
import type { SearchFareType } from "../catalogues/preferred-fare-types";
import type { TripType } from "../catalogues/trip-types";
import type { PaxInfo } from "./search-query";

/** Search form defaults (J§4): 1 adult, 0 children, 0 infants, Economy, REGULAR, ONEWAY. */
export const SEARCH_FORM_DEFAULTS: {
  readonly paxInfo: Readonly<PaxInfo>;
  readonly cabinClass: CabinClass;
  readonly fareType: SearchFareType;
  readonly tripType: TripType;
} = {
  paxInfo: { ADULT: 1, CHILD: 0, INFANT: 0 },
  cabinClass: "ECONOMY",
  fareType: "REGULAR",
  tripType: "ONEWAY",
};
