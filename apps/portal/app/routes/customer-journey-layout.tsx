import { MAIN_CONTENT_ID } from "@wayfare/ui";
import { Outlet } from "react-router";

/**
 * The frame of the pages a shared journey link opens (decision 0072): no session is needed
 * or started, so no header of the portal's menus; only the page in its landmark.
 */
export default function CustomerJourneyLayout() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto max-w-3xl px-4 py-4 outline-none md:py-8"
    >
      <Outlet />
    </main>
  );
}
