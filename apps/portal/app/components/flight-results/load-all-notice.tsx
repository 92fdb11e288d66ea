import { CUT_OFF_SECONDS } from "@wayfare/domain";
import { Alert } from "@wayfare/ui";
import { Link } from "react-router";

/**
 * The cut-off's "load all" (J§4): how many results arrived after the first seconds and
 * are not in the lists yet, with a link that adds them (a link, so it works without
 * JavaScript; the view in the URL is kept).
 */
export function LoadAllNotice({ count, href }: { count: number; href: string }) {
  return (
    <Alert
      tone="info"
      live={false}
      className="mb-4"
      actions={
        <Link to={href} preventScrollReset className="font-semibold text-link underline">
          Load all flights
        </Link>
      }
    >
      {count} more {count === 1 ? "flight" : "flights"} from slower airline systems arrived after
      the first {CUT_OFF_SECONDS} seconds.
    </Alert>
  );
}
