import { NativeButton } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

export const COMBINED_VIEW_INTENT = "combined-view";

/**
 * The combined-view toggle of an international round trip (J§2, J§5): round-trip fares as one
 * list, or the onward and return flights apart. A form, so it works without JavaScript; the
 * action keeps the choice in a cookie for the next visit.
 */
export function CombinedViewForm({ on }: { on: boolean }) {
  const navigation = useNavigation();
  const switching = navigation.formData?.get("intent") === COMBINED_VIEW_INTENT;
  return (
    <Form method="post" className="mb-3 flex flex-wrap items-center gap-3">
      <p className="text-sm text-fg-muted">
        {on
          ? "Showing round-trip fares: both ways in one price."
          : "Showing onward and return flights apart: choose one of each."}
      </p>
      <input type="hidden" name="intent" value={COMBINED_VIEW_INTENT} />
      <input type="hidden" name="combined" value={on ? "0" : "1"} />
      <NativeButton type="submit" variant="secondary" size="sm" isPending={switching}>
        {on ? "Show onward and return apart" : "Show round-trip fares"}
      </NativeButton>
    </Form>
  );
}
