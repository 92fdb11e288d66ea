import {
  groupMemberOf,
  isCorporateUser,
  isInRoleGroup,
  type SearchQuery,
  type TokenSubject,
} from "@wayfare/domain";
import type { FareAudience } from "../inventory/fare-products";

/**
 * Which fares a search may see: public fares always; SME fares for agents and corporate
 * users; corporate fares for corporate users only (F§6); student and senior-citizen fares
 * only when the search asks for them (J§9 preferred fare types); special-return fares on
 * domestic return searches, where onward and return lists are shown side by side.
 */
export function fareAudiences(
  query: Pick<SearchQuery, "fareType" | "tripType">,
  isDomestic: boolean,
  subject: TokenSubject | null,
): Set<FareAudience> {
  const audiences = new Set<FareAudience>(["ALL"]);
  const member = subject ? groupMemberOf(subject) : null;
  const corporate = member !== null && isCorporateUser(member);
  if (corporate) audiences.add("CORPORATE");
  if (corporate || (member && isInRoleGroup(member, "AGENT"))) audiences.add("BUSINESS_CUSTOMER");
  if (query.fareType !== "REGULAR") audiences.add(query.fareType);
  if (query.tripType === "RETURN" && isDomestic) audiences.add("SPECIAL_RETURN");
  return audiences;
}
