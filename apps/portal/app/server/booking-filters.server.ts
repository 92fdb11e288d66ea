import { type MyBookingsFilter, myBookingsFilterSchema } from "@wayfare/domain";

export const BOOKING_FILTER_NAMES = ["traveller", "travelFrom", "travelTo", "bookedBy"] as const;
type FilterName = (typeof BOOKING_FILTER_NAMES)[number];

export interface BookingFiltersFromUrl {
  /** What the service filters by: nothing while the URL's filters have a mistake. */
  filter: MyBookingsFilter;
  /** Each filter's value in the URL and the domain's messages about it, for the form. */
  fields: Record<
    FilterName,
    { id: string; name: FilterName; defaultValue: string; errors: string[] }
  >;
  /** The filters to keep in the tab and page links. */
  params: [FilterName, string][];
}

/**
 * My bookings' filters from the URL (`?traveller=…&travelFrom=…`), checked on the server with
 * the domain's schema, so the page needs no schema library in the browser. A mistake is shown
 * at its field with the values kept, and the list is not filtered until it is put right.
 */
export function bookingFiltersFrom(url: URL): BookingFiltersFromUrl {
  const params = BOOKING_FILTER_NAMES.flatMap((name): [FilterName, string][] => {
    const value = url.searchParams.get(name)?.trim();
    return value ? [[name, value]] : [];
  });
  const parsed = myBookingsFilterSchema.safeParse(Object.fromEntries(params));
  const issues = parsed.error?.issues ?? [];
  const fields = Object.fromEntries(
    BOOKING_FILTER_NAMES.map((name) => [
      name,
      {
        id: `filter-${name}`,
        name,
        defaultValue: url.searchParams.get(name) ?? "",
        errors: issues.filter((issue) => issue.path[0] === name).map((issue) => issue.message),
      },
    ]),
  ) as BookingFiltersFromUrl["fields"];
  return { filter: parsed.success ? parsed.data : {}, fields, params };
}
