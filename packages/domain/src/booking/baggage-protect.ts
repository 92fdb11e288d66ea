import { addMoney, fromRupees, type Paise, paise, subtractMoney } from "../money/money";
import { PASSENGER_MESSAGES } from "../passengers/messages";

/**
 * The baggage protect add-on of J§3/J§5/J§9. Charges are per passenger; the total is
 * (supplier fee + supplier GST) × selected passengers. The agent commission and TDS are
 * the agent's side of the sale and are reported, not added to the traveller's total.
 * The payout (₹19,000 domestic, ₹66,000 international) is `baggageProtectPayout` in
 * config/limits; its claims are ./baggage-claims.
 */
export interface BaggageProtectUnitCharges {
  supplierFee: Paise;
  supplierGst: Paise;
  agentCommission: Paise;
  tds: Paise;
}

export interface BaggageProtectCharges extends BaggageProtectUnitCharges {
  total: Paise;
}

export function baggageProtectCharges(
  unit: BaggageProtectUnitCharges,
  selectedPassengers: number,
): BaggageProtectCharges {
  const times = (amount: Paise) => paise(amount * selectedPassengers);
  return {
    supplierFee: times(unit.supplierFee),
    supplierGst: times(unit.supplierGst),
    agentCommission: times(unit.agentCommission),
    tds: times(unit.tds),
    total: times(addMoney(unit.supplierFee, unit.supplierGst)),
  };
}

export interface BaggageProtectState {
  isSelected: boolean;
  selectedPax: string[];
  calculatedCharges?: BaggageProtectCharges;
  totalAddOnsCharges: Paise;
}

/** Toggling baggage protect off clears its passenger selection and subtracts its charges (J§4). */
export function turnOffBaggageProtect(state: BaggageProtectState): BaggageProtectState {
  const charges = state.calculatedCharges?.total ?? paise(0);
  return {
    isSelected: false,
    selectedPax: [],
    totalAddOnsCharges: state.isSelected
      ? paise(Math.max(0, subtractMoney(state.totalAddOnsCharges, charges)))
      : state.totalAddOnsCharges,
  };
}

/**
 * Posted beside the passengers ticked whenever the form shows their list, so that none
 * ticked (nobody) differs from no list at all (one passenger: everyone).
 */
export const BAGGAGE_LIST_FIELD = "baggageProtectListed";

/**
 * Baggage protect ticked must cover someone (J§3 selectedPax): `passengerIds` left out means
 * every passenger; an empty list is refused with our message.
 */
export function baggageProtectPassengersError(
  selected: boolean,
  passengerIds: readonly string[] | undefined,
): string | undefined {
  return selected && passengerIds?.length === 0
    ? PASSENGER_MESSAGES.baggageProtectNobody
    : undefined;
}

/**
 * Baggage protect's supplier fee per passenger with its 18 % GST; an agent's commission is
 * 10 % of the fee, with 5 % TDS on it (reported, not charged). The spec gives the parts only.
 */
const SUPPLIER_FEE = fromRupees(149);

export function baggageProtectQuote(passengers: number, agent: boolean): BaggageProtectCharges {
  const commission = agent ? paise(Math.round(SUPPLIER_FEE * 0.1)) : paise(0);
  return baggageProtectCharges(
    {
      supplierFee: SUPPLIER_FEE,
      supplierGst: paise(Math.round(SUPPLIER_FEE * 0.18)),
      agentCommission: commission,
      tds: paise(Math.round(commission * 0.05)),
    },
    passengers,
  );
}
