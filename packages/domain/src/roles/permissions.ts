import type { ClientMode } from "../config/client";
import { type GroupMember, isCorporateUser, isInRoleGroup } from "./groups";
import type { Role } from "./roles";

/**
 * What a user may see and do, as far as foundations.md §6 and booking-journey.md §6 say.
 *
 * Decisions where the spec is silent:
 * - The "agent items" (net incentive, fare options and identifiers, user id, email share,
 *   tax and price distribution, history selection, saved details) show in the business
 *   client to signed-in business users; the retail variant (B2C) hides them, and so does a
 *   business visitor (GUEST), who has no account to show them for.
 * - "Admin override" is a flag of the caller (an administrator acting for the user); it
 *   brings back the tax and price distribution only.
 * - Voice search is on for the agent group, off for admins and, the spec naming no one
 *   else, off for everyone else.
 * - Credit-line and deposit payment is the agent group's (J§6).
 * - On a white-label partner's host everyone is the partner's (decision 0078): markup editing
 *   is off there for every role, as it is for the partner itself.
 */
export interface PermissionInput extends GroupMember {
  clientMode: ClientMode;
  config: {
    /** The configured markup-edit switch ("otherwise follows configuration"). */
    markupEditEnabled: boolean;
    adminOverride?: boolean;
    /** The portal is served on a white-label partner's host. */
    whiteLabelHost?: boolean;
  };
}

export interface Permissions {
  /** Corporate users are priced and sorted on net fare, others on total fare. */
  priceBasis: "net" | "total";
  canEditMarkup: boolean;
  showNetIncentive: boolean;
  showFareOptions: boolean;
  showFareIdentifiers: boolean;
  showUserId: boolean;
  canShareByEmail: boolean;
  showTaxAndPriceDistribution: boolean;
  showHistorySelection: boolean;
  showSavedDetails: boolean;
  showVoucherBox: boolean;
  showCorporateFarePolicy: boolean;
  showReasonBoxes: boolean;
  voiceSearch: boolean;
  canPayByCreditLineOrDeposit: boolean;
}

const MARKUP_EDIT_OFF_ROLES: readonly Role[] = ["CORPORATE_EMPLOYEE", "WHITELABEL_PARTNER"];

export function permissionsFor(input: PermissionInput): Permissions {
  const { role, clientMode, config } = input;
  const retail = clientMode === "B2C";
  const agentItems = !retail && role !== "GUEST" && role !== "CUSTOMER";
  const corporate = isCorporateUser(input);
  const agent = isInRoleGroup(input, "AGENT");
  return {
    priceBasis: corporate ? "net" : "total",
    canEditMarkup:
      agentItems &&
      !MARKUP_EDIT_OFF_ROLES.includes(role) &&
      !config.whiteLabelHost &&
      config.markupEditEnabled,
    showNetIncentive: agentItems,
    showFareOptions: agentItems,
    showFareIdentifiers: agentItems,
    showUserId: agentItems,
    canShareByEmail: agentItems,
    showTaxAndPriceDistribution: agentItems || config.adminOverride === true,
    showHistorySelection: agentItems,
    showSavedDetails: agentItems,
    showVoucherBox: retail,
    showCorporateFarePolicy: corporate,
    showReasonBoxes: corporate,
    voiceSearch: agent && !isInRoleGroup(input, "ADMIN"),
    canPayByCreditLineOrDeposit: agent && !retail,
  };
}
