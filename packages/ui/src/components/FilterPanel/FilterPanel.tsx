import { TIME_OF_DAY_BUCKETS, type TimeOfDayBucketId } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";

export interface FilterPanelValue {
  stops: readonly number[];
  airlines: readonly string[];
  departureBuckets: readonly TimeOfDayBucketId[];
  refundableOnly: boolean;
}

export interface FilterPanelMessages {
  heading: string;
  stops: string;
  stopOption: (stops: number) => string;
  airlines: string;
  departure: string;
  buckets: Record<TimeOfDayBucketId, string>;
  refundable: string;
  refundableOnly: string;
}

export const defaultFilterPanelMessages: FilterPanelMessages = {
  heading: "Filters",
  stops: "Stops",
  stopOption: (stops) => (stops === 0 ? "Non-stop" : stops === 1 ? "1 stop" : "2 or more stops"),
  airlines: "Airlines",
  departure: "Departure time",
  buckets: Object.fromEntries(
    TIME_OF_DAY_BUCKETS.map((bucket) => [bucket.id, bucket.label]),
  ) as Record<TimeOfDayBucketId, string>,
  refundable: "Refundability",
  refundableOnly: "Refundable fares only",
};

export interface FilterPanelProps {
  /** The filters in force (from the URL): boxes start ticked accordingly. */
  value: FilterPanelValue;
  /** Airlines present in the results, to filter on. */
  airlines: readonly { code: string; name: string }[];
  /** With JavaScript, called when any box changes (e.g. to submit the form at once). */
  onChange?: () => void;
  /** Under the groups, typically the "Apply" submit button. */
  actions?: ReactNode;
  /** Level of the panel's heading. */
  headingLevel?: 2 | 3;
  messages?: Partial<FilterPanelMessages>;
  className?: string;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col">
      <legend className="mb-1 text-sm font-semibold text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Result filters as native checkboxes in fieldsets (`NativeCheckbox`: no React Aria, a dozen
 * airlines are a dozen boxes in every results page's HTML): stops (`stops`), airlines (`airline`),
 * departure time of day (`depTime`) and refundable only (`refundable=1`). Inside a GET form
 * they post as URL params, so filters work, and are shareable, without JavaScript.
 */
export function FilterPanel({
  value,
  airlines,
  onChange,
  actions,
  headingLevel = 2,
  messages,
  className,
}: FilterPanelProps) {
  const text = { ...defaultFilterPanelMessages, ...messages };
  const buckets = { ...defaultFilterPanelMessages.buckets, ...messages?.buckets };
  const Heading = `h${headingLevel}` as const;
  const change = () => onChange?.();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="filter-panel"
      className={["flex flex-col gap-4", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold text-fg">
        {text.heading}
      </Heading>
      <Group legend={text.stops}>
        {[0, 1, 2].map((stops) => (
          <NativeCheckbox
            key={stops}
            name="stops"
            value={String(stops)}
            label={text.stopOption(stops)}
            defaultChecked={value.stops.includes(stops)}
            onChange={change}
          />
        ))}
      </Group>
      {airlines.length > 0 ? (
        <Group legend={text.airlines}>
          {airlines.map((airline) => (
            <NativeCheckbox
              key={airline.code}
              name="airline"
              value={airline.code}
              label={`${airline.name} (${airline.code})`}
              defaultChecked={value.airlines.includes(airline.code)}
              onChange={change}
            />
          ))}
        </Group>
      ) : null}
      <Group legend={text.departure}>
        {TIME_OF_DAY_BUCKETS.map((bucket) => (
          <NativeCheckbox
            key={bucket.id}
            name="depTime"
            value={bucket.id}
            label={buckets[bucket.id]}
            defaultChecked={value.departureBuckets.includes(bucket.id)}
            onChange={change}
          />
        ))}
      </Group>
      <Group legend={text.refundable}>
        <NativeCheckbox
          name="refundable"
          value="1"
          label={text.refundableOnly}
          defaultChecked={value.refundableOnly}
          onChange={change}
        />
      </Group>
      {actions}
    </section>
  );
}
