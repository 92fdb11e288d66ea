import type { FareRule } from "@wayfare/domain";
import { useIsHydrated } from "@wayfare/ui";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { FareRulesList } from "./fare-rules-list";

const summaryClass =
  "min-h-11 w-fit cursor-pointer content-center rounded-control text-lg font-semibold text-link outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring";

/**
 * The review's "Fare rules" (J§3): a native disclosure, closed at first and operable without
 * JavaScript, holding each fare's five tabs (or the spec's "Sorry, unable to fetch fare
 * rules…" when the call failed) and a link to the full fare rules page. The server sends the
 * content (for a browser without JavaScript); once hydrated it is rendered only while open, so
 * the tabs' script loads when someone opens the rules, not on every review (decision 0051).
 */
export function FareRulesDisclosure({
  rules,
  href,
}: {
  /** Null: the fare-rules call failed. */
  rules: readonly FareRule[] | null;
  /** The fare rules page of this journey. */
  href: string;
}) {
  const hydrated = useIsHydrated();
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page hydrated: keep what it shows.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className="rounded-md border border-subtle p-4"
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className={summaryClass}>Fare rules</summary>
      {opened || !hydrated ? (
        <div className="mt-3 flex flex-col gap-6">
          <FareRulesList rules={rules} headingLevel={3} />
          <Link to={href} className="w-fit font-semibold text-link underline">
            Fees for each passenger
          </Link>
        </div>
      ) : null}
    </details>
  );
}
