import {
  CABIN_CLASSES,
  type CabinClass,
  MAX_PASSENGERS_PER_BOOKING,
  type PaxInfo,
  paxCountLimits,
  SEARCH_FORM_DEFAULTS,
} from "@wayfare/domain";
import { useId, useState } from "react";
import { NativeInput, NativeSelect } from "../../lib/native-fields";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { CountField } from "./count-field";

/** The posted fields, named as the /flight/list URL parameters. */
export type TravellerField = "ADT" | "CHD" | "INF" | "pClass";

const PAX_OF_FIELD = { ADT: "ADULT", CHD: "CHILD", INF: "INFANT" } as const;

export const defaultTravellerSelectorLabels = {
  legend: "Travellers and class",
  ADT: "Adults",
  CHD: "Children",
  INF: "Infants",
  pClass: "Cabin class",
  ADTDescription: "12 years and over",
  CHDDescription: "2 to 12 years",
  INFDescription: "Under 2 years",
};

export interface TravellerSelectorProps {
  value?: PaxInfo;
  defaultValue?: PaxInfo;
  onChange?: (paxInfo: PaxInfo) => void;
  cabinClass?: CabinClass;
  defaultCabinClass?: CabinClass;
  onCabinClassChange?: (cabinClass: CabinClass) => void;
  /** Messages per field, verbatim (the domain's 1001, 1002, 1006). */
  errors?: Partial<Record<TravellerField, readonly string[]>>;
  /** Ids of the fields (error summary targets); default the field names. */
  ids?: Partial<Record<TravellerField, string>>;
  labels?: Partial<typeof defaultTravellerSelectorLabels>;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Adults, children and infants with the spec's limits (J§5, J§9: at least 1 adult; children
 * and infants no more than adults; 9 in all), and the cabin class. Posts ADT, CHD, INF and
 * pClass. Steppers stop at the limits the domain computes from the other counts; before
 * JavaScript the counts are native number inputs and the server explains a bad mix.
 */
export function TravellerSelector({
  value,
  defaultValue = SEARCH_FORM_DEFAULTS.paxInfo,
  onChange,
  cabinClass,
  defaultCabinClass = SEARCH_FORM_DEFAULTS.cabinClass,
  onCabinClassChange,
  errors = {},
  ids = {},
  labels: labelOverrides,
  isDisabled,
  className,
}: TravellerSelectorProps) {
  const labels = { ...defaultTravellerSelectorLabels, ...labelOverrides };
  const hydrated = useIsHydrated();
  const legendId = useId();
  const [ownPax, setOwnPax] = useState<PaxInfo>(defaultValue);
  const pax = value ?? ownPax;
  const limits = paxCountLimits(pax);
  const cabinOptions = CABIN_CLASSES.map((entry) => ({ id: entry.cabinClass, label: entry.label }));

  const setCount = (field: keyof typeof PAX_OF_FIELD, count: number) => {
    const type = PAX_OF_FIELD[field];
    const next = { ...pax, [type]: Number.isNaN(count) ? limits[type].min : count };
    setOwnPax(next);
    onChange?.(next);
  };

  return (
    <fieldset
      aria-labelledby={legendId}
      data-slot="traveller-selector"
      className={["flex min-w-0 flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <legend id={legendId} className="mb-1 text-lg font-semibold text-fg">
        {labels.legend}
      </legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(["ADT", "CHD", "INF"] as const).map((field) => {
          const type = PAX_OF_FIELD[field];
          const common = {
            id: ids[field] ?? field,
            name: field,
            label: labels[field],
            description: labels[`${field}Description`],
            errors: errors[field] ?? [],
          };
          return hydrated ? (
            <CountField
              key={field}
              {...common}
              value={pax[type]}
              onChange={(count) => setCount(field, count)}
              min={limits[type].min}
              // Never below the current count: a count the server rejected stays visible.
              max={Math.max(limits[type].max, pax[type])}
              isDisabled={isDisabled}
            />
          ) : (
            <NativeInput
              key={field}
              {...common}
              type="number"
              inputMode="numeric"
              defaultValue={pax[type]}
              min={limits[type].min}
              max={MAX_PASSENGERS_PER_BOOKING}
              disabled={isDisabled}
            />
          );
        })}
        <NativeSelect
          id={ids.pClass ?? "pClass"}
          name="pClass"
          label={labels.pClass}
          options={cabinOptions}
          errors={errors.pClass ?? []}
          {...(cabinClass !== undefined
            ? { value: cabinClass }
            : { defaultValue: defaultCabinClass })}
          onChange={(event) => {
            const chosen = CABIN_CLASSES.find((entry) => entry.cabinClass === event.target.value);
            if (chosen) onCabinClassChange?.(chosen.cabinClass);
          }}
          disabled={isDisabled}
        />
      </div>
    </fieldset>
  );
}
