import { FEATURE_LABELS, FEATURE_TOGGLE_LABELS, type FeatureToggleEntry } from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import { InstantTime } from "../../lib/instant-time";

export interface FeatureTogglesTableMessages {
  caption: string;
  feature: string;
  target: string;
  state: string;
  on: string;
  off: string;
  changedBy: string;
  changedAt: string;
  empty: string;
}

export const defaultFeatureTogglesTableMessages: FeatureTogglesTableMessages = {
  caption: FEATURE_TOGGLE_LABELS.heading,
  feature: FEATURE_TOGGLE_LABELS.feature,
  target: FEATURE_TOGGLE_LABELS.target,
  state: FEATURE_TOGGLE_LABELS.state,
  on: FEATURE_TOGGLE_LABELS.on,
  off: FEATURE_TOGGLE_LABELS.off,
  changedBy: FEATURE_TOGGLE_LABELS.changedBy,
  changedAt: FEATURE_TOGGLE_LABELS.changedAt,
  empty: FEATURE_TOGGLE_LABELS.empty,
};

export interface FeatureTogglesTableProps {
  /** Every setting, by feature and target (the service's `featureToggles` answer). */
  toggles: readonly FeatureToggleEntry[];
  messages?: Partial<FeatureTogglesTableMessages>;
  className?: string;
}

const featureLabel = (feature: string) =>
  FEATURE_LABELS[feature as keyof typeof FEATURE_LABELS] ?? feature;

/**
 * The feature toggles an admin has set (F§6, decision 0083): each feature on or off for a
 * user id or All, who changed it last and when (India time). A captioned table that
 * scrolls sideways on a narrow screen; the state is in words, never colour alone.
 */
export function FeatureTogglesTable({ toggles, messages, className }: FeatureTogglesTableProps) {
  const text = { ...defaultFeatureTogglesTableMessages, ...messages };
  const cell = tableCellClasses;
  const headings = [text.feature, text.target, text.state, text.changedBy, text.changedAt];
  return (
    <div data-slot="feature-toggles-table" className={className}>
      <CaptionedTable caption={text.caption}>
        <thead className="bg-surface">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {toggles.length === 0 ? (
            <EmptyTableRow columns={headings.length}>{text.empty}</EmptyTableRow>
          ) : (
            toggles.map((toggle) => (
              <tr key={`${toggle.feature} ${toggle.target}`}>
                <th scope="row" className={`${cell} font-normal`}>
                  {featureLabel(toggle.feature)}
                </th>
                <td className={`${cell} font-mono`}>{toggle.target}</td>
                <td className={`${cell} font-semibold`}>{toggle.enabled ? text.on : text.off}</td>
                <td className={`${cell} font-mono`}>{toggle.changedBy}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  <InstantTime value={toggle.changedAt} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
    </div>
  );
}
