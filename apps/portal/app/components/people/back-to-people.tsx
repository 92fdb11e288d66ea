import { PEOPLE_FORM_LABELS } from "@wayfare/forms";
import { Link } from "react-router";

/** The way back to the manage-user list from an account's pages. */
export function BackToPeople() {
  return (
    <p>
      <Link to="/manage-user" className="font-semibold text-link underline">
        {PEOPLE_FORM_LABELS.backToPeople}
      </Link>
    </p>
  );
}
