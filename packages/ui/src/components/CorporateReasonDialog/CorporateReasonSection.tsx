import {
  type CorporateReasonDialogMessages,
  defaultCorporateReasonDialogMessages,
} from "./corporate-reason-messages";
import { defaultReasonNames, ReasonFields } from "./parts/ReasonFields";
import { ReasonSection } from "./parts/ReasonSection";

export interface CorporateReasonSectionProps {
  /** The server's messages, verbatim (`POLICY_REASON_MESSAGES`). */
  errors?: { code?: string; text?: string };
  /** What was posted, shown again after an error. */
  values?: { code?: string; text?: string };
  /** Field names; default `{ code: "policyReason.code", text: "policyReason.text" }`. */
  names?: { code: string; text: string };
  messages?: Partial<CorporateReasonDialogMessages>;
}

/**
 * The policy reason's fields as a section of a larger form, with or without JavaScript: the
 * passenger page asks a booker why a fare breaks a picked employee's policy (decision 0086),
 * and the form's own button posts the reason with the passengers. Apart from
 * `CorporateReasonDialog` so that a page using only this carries no dialog code.
 */
export function CorporateReasonSection({
  errors = {},
  values = {},
  names = defaultReasonNames,
  messages,
}: CorporateReasonSectionProps) {
  const text = { ...defaultCorporateReasonDialogMessages, ...messages };
  return (
    <ReasonSection title={text.title} description={text.description}>
      <ReasonFields errors={errors} values={values} names={names} text={text} />
    </ReasonSection>
  );
}
