import {
  type FareAmountsVisibility,
  formatMoney,
  netIncentive,
  type TripPrice,
} from "@wayfare/domain";

export interface AgentFareAmountsMessages {
  /** The fare identifier's term; its value is the fare's name and booking class. */
  fare: string;
  /** `("Sale", "O") => "Sale, class O"`. */
  fareIdentifier: (name: string, bookingClass: string) => string;
  commission: string;
  netIncentive: string;
  netFare: string;
}

export const defaultAgentFareAmountsMessages: AgentFareAmountsMessages = {
  fare: "Fare",
  fareIdentifier: (name, bookingClass) => `${name}, class ${bookingClass}`,
  commission: "Commission",
  netIncentive: "Net incentive",
  netFare: "Net fare",
};

export interface AgentFareAmountsProps {
  price: TripPrice;
  /** What this user sees (the domain's `fareAmountsVisibility` of their permissions). */
  visibility: FareAmountsVisibility;
  /** The fare identifier is left out where the fare is already named (a fare list). */
  showIdentifier?: boolean;
  messages?: Partial<AgentFareAmountsMessages>;
  className?: string;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * An agent's amounts of one fare (J§3 price info, J§6): its identifier (name and booking
 * class), commission (cm), net incentive (commission less TDS) and net fare, as a small
 * description list, each term in text. Only what `visibility` allows is shown; nothing at all
 * for a consumer (the retail variant hides them).
 */
export function AgentFareAmounts({
  price,
  visibility,
  showIdentifier = true,
  messages,
  className,
}: AgentFareAmountsProps) {
  const text = { ...defaultAgentFareAmountsMessages, ...messages };
  const identifier = showIdentifier && visibility.fareIdentifiers;
  if (!identifier && !visibility.priceDistribution && !visibility.netIncentive) return null;
  const name = price.fareIdentifier || price.fareType;
  return (
    <dl
      data-slot="agent-fare-amounts"
      className={["agent-fare-amounts", className].filter(Boolean).join(" ")}
    >
      {identifier ? (
        <Fact term={text.fare}>
          {text.fareIdentifier(name, price.fareDetails.ADULT.bookingClass)}
        </Fact>
      ) : null}
      {visibility.priceDistribution ? (
        <Fact term={text.commission}>{formatMoney(price.commission)}</Fact>
      ) : null}
      {visibility.netIncentive ? (
        <Fact term={text.netIncentive}>{formatMoney(netIncentive(price))}</Fact>
      ) : null}
      {visibility.priceDistribution ? (
        <Fact term={text.netFare}>{formatMoney(price.net)}</Fact>
      ) : null}
    </dl>
  );
}
