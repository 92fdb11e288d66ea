import { defaultRangeExtractor, type Range, useWindowVirtualizer } from "@tanstack/react-virtual";
import type { Trip } from "@wayfare/domain";
import {
  type FocusEvent,
  memo,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

export interface ResultListProps {
  trips: readonly Trip[];
  /** The card for one trip, with its actions (the page supplies them; ui never fetches). */
  renderTrip: (trip: Trip, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "Onward flights". */
  label: string;
  /** Items rendered beyond each edge of the viewport (default 4). */
  overscan?: number;
  /** Expected height of one item in px before it is measured (default 240). */
  estimateSize?: number;
  /**
   * Lists shorter than this render every item without virtualisation (default 50); on the
   * server only the first `virtualiseFrom` items are rendered, as a plain list.
   */
  virtualiseFrom?: number;
  className?: string;
}

/** Space between items in px: the plain list's `gap-3`, and the virtualizer's `gap`. */
const GAP = 12;

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true in the browser afterwards. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const ITEM = "result-list-item";

/**
 * One item's content. Memoised: when the window moves only the items that enter it render,
 * not every card already on screen (as long as the page passes a stable `renderTrip`).
 */
const ItemContent = memo(function ItemContent({
  trip,
  index,
  renderTrip,
}: {
  trip: Trip;
  index: number;
  renderTrip: ResultListProps["renderTrip"];
}) {
  return renderTrip(trip, index);
});

/** The trip id of the list item around `node`, if any. */
function itemIdOf(node: EventTarget | null): string | null {
  if (!(node instanceof Element)) return null;
  return node.closest(`[data-slot="${ITEM}"]`)?.getAttribute("data-trip") ?? null;
}

/**
 * The flight results as an ordered list. From `virtualiseFrom` trips on it is virtualised
 * against the page's own scroll (`useWindowVirtualizer`): only the items in and near the
 * viewport are in the DOM, each measured for its real height, and each `<li>` tells
 * assistive technology the list's true size and its position (`aria-setsize`,
 * `aria-posinset`). The item holding focus stays rendered even when scrolled away.
 */
export function ResultList({
  trips,
  renderTrip,
  label,
  overscan = 4,
  estimateSize = 240,
  virtualiseFrom = 50,
  className,
}: ResultListProps) {
  const inBrowser = useInBrowser();
  const virtualised = inBrowser && trips.length >= virtualiseFrom;
  const listRef = useRef<HTMLOListElement>(null);
  // Distance from the top of the document to the list: the virtualizer's `scrollMargin`.
  const [scrollMargin, setScrollMargin] = useState(0);
  // The trip whose item holds focus (by id, so a re-sorted list keeps the right one rendered).
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const focusedIndex = useMemo(
    () => (focusedId === null ? -1 : trips.findIndex((trip) => trip.id === focusedId)),
    [focusedId, trips],
  );

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex < 0 || focusedIndex >= range.count || indexes.includes(focusedIndex)) {
        return indexes;
      }
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  const getItemKey = useCallback((index: number) => trips[index]?.id ?? index, [trips]);

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: virtualised ? trips.length : 0,
    enabled: virtualised,
    estimateSize: () => estimateSize,
    overscan,
    gap: GAP,
    scrollMargin,
    getItemKey,
    rangeExtractor,
    initialRect:
      typeof window === "undefined"
        ? undefined
        : { width: window.innerWidth, height: window.innerHeight },
  });

  // After every render (content above may have moved the list), keep `scrollMargin` true.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!virtualised || !list) return;
    const top = list.getBoundingClientRect().top + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 0.5) setScrollMargin(top);
  });

  const onFocus = (event: FocusEvent<HTMLOListElement>) => setFocusedId(itemIdOf(event.target));
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedId(null);
  };

  const classes = (layout: string) => [layout, className].filter(Boolean).join(" ");

  if (!virtualised) {
    const shown = inBrowser ? trips : trips.slice(0, virtualiseFrom);
    return (
      <ol
        ref={listRef}
        aria-label={label}
        data-slot="result-list"
        className={classes("flex flex-col gap-3")}
      >
        {shown.map((trip, index) => (
          <li key={trip.id} data-slot={ITEM} data-trip={trip.id}>
            <ItemContent trip={trip} index={index} renderTrip={renderTrip} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <ol
      ref={listRef}
      aria-label={label}
      data-slot="result-list"
      data-virtualised=""
      // The virtualizer corrects the scroll position itself when items above are measured;
      // the browser's scroll anchoring would correct it a second time.
      className={classes("relative [overflow-anchor:none]")}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const trip = trips[item.index];
        if (!trip) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-slot={ITEM}
            data-trip={trip.id}
            data-index={item.index}
            aria-setsize={trips.length}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0"
            style={{ top: item.start - scrollMargin }}
          >
            <ItemContent trip={trip} index={item.index} renderTrip={renderTrip} />
          </li>
        );
      })}
    </ol>
  );
}
