import { ERROR_TEXTS } from "@wayfare/domain";
import { Link } from "react-router";

/**
 * The end of the review's validity (J§2, J§4): 'Session expired' and the way back to the
 * results of the same search. A page of its own, so it needs no JavaScript.
 */
export function SessionExpired({ resultsHref }: { resultsHref: string }) {
  return (
    <section aria-labelledby="session-expired" className="max-w-xl">
      <h1 id="session-expired" className="text-2xl font-semibold">
        Session expired
      </h1>
      <p className="mt-3">{ERROR_TEXTS.sessionExpiredModal}</p>
      <p className="mt-4">
        <Link to={resultsHref} className="font-semibold text-link underline">
          Back to flight list
        </Link>
      </p>
    </section>
  );
}
