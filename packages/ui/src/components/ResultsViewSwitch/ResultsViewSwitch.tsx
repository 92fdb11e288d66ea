import type { ResultGroup } from "@wayfare/domain";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";

export interface ResultsViewSwitchMessages {
  label: string;
  views: Record<ResultGroup, string>;
  /** The option's name with its count: `("Onward", 42) => "Onward (42 flights)"`. */
  withCount: (view: string, count: number) => string;
}

export const defaultResultsViewSwitchMessages: ResultsViewSwitchMessages = {
  label: "Show flights",
  views: { ONWARD: "Onward", RETURN: "Return", COMBO: "Combined" },
  withCount: (view, count) => `${view} (${count} ${count === 1 ? "flight" : "flights"})`,
};

export interface ResultsViewSwitchOption {
  view: ResultGroup;
  /** How many flights the list has; left out, the option shows no count. */
  count?: number;
}

export interface ResultsViewSwitchProps {
  /** The lists offered, in order (the combined one only when J§5 allows it). */
  options: readonly ResultsViewSwitchOption[];
  /** The list shown now (from the URL). */
  value: ResultGroup;
  /** The posted field's name. */
  name?: string;
  /** With JavaScript, called on every change (e.g. to switch lists at once). */
  onChange?: (view: ResultGroup) => void;
  isDisabled?: boolean;
  messages?: Partial<ResultsViewSwitchMessages>;
  className?: string;
}

/**
 * Which result list is shown, onward, return or combined (J§3), as a horizontal radio group
 * that posts `view` with the surrounding GET form. Each option's name can carry its count.
 */
export function ResultsViewSwitch({
  options,
  value,
  name = "view",
  onChange,
  isDisabled,
  messages,
  className,
}: ResultsViewSwitchProps) {
  const text = { ...defaultResultsViewSwitchMessages, ...messages };
  const views = { ...defaultResultsViewSwitchMessages.views, ...messages?.views };
  return (
    <RadioGroup
      label={text.label}
      name={name}
      orientation="horizontal"
      defaultValue={value}
      onChange={(next) => onChange?.(next as ResultGroup)}
      isDisabled={isDisabled}
      className={className}
    >
      {options.map(({ view, count }) => (
        <Radio key={view} value={view}>
          {count === undefined ? views[view] : text.withCount(views[view], count)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
