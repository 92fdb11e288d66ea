import { Price } from "@wayfare/ui";
import type { LegSelection } from "../../results/results-page";

/**
 * The fares chosen so far on a journey of several legs (J§2 selection boxes): each leg
 * with its flight, fare and price, or a prompt to choose it in the lists below.
 */
export function SelectionSummary({ legs }: { legs: LegSelection[] }) {
  return (
    <section
      aria-labelledby="selection-heading"
      className="mb-4 rounded-lg border-2 border-primary bg-surface p-4"
    >
      <h2 id="selection-heading" className="text-lg font-semibold">
        Your selection
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {legs.map(({ leg, title, chosen }) => (
          <li key={leg}>
            <span className="font-semibold">{title}: </span>
            {chosen ? (
              <>
                {chosen.flight}, {chosen.fare}, <Price amount={chosen.amount} />
              </>
            ) : (
              "choose a fare below"
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
