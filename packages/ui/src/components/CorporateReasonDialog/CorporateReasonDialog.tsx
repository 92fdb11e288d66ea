import type { ReactNode } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { Dialog } from "../Dialog/Dialog";
import {
  type CorporateReasonDialogMessages,
  defaultCorporateReasonDialogMessages,
} from "./corporate-reason-messages";
import { defaultReasonNames, ReasonFields } from "./parts/ReasonFields";
import { ReasonSection } from "./parts/ReasonSection";

export {
  type CorporateReasonDialogMessages,
  defaultCorporateReasonDialogMessages,
} from "./corporate-reason-messages";

export interface CorporateReasonDialogProps {
  /**
   * Wraps the fields in the page's own form (router `<Form method="post">` with its hidden
   * inputs): `(fields) => <Form method="post">…{fields}</Form>`. `fields` already ends with
   * `actions`, so they submit that form.
   */
  renderForm: (fields: ReactNode) => ReactNode;
  /** The page's submit button and its "Choose another fare" link, rendered after the fields. */
  actions: ReactNode;
  /** The server's messages, verbatim (`POLICY_REASON_MESSAGES`). */
  errors?: { code?: string; text?: string };
  /** What was posted, shown again after an error. */
  values?: { code?: string; text?: string };
  /** Field names; default `{ code: "policyReason.code", text: "policyReason.text" }`. */
  names?: { code: string; text: string };
  /** Controlled open state of the dialog; uncontrolled and open by default. */
  isOpen?: boolean;
  /** Called with `false` on Escape, a click outside or the × button. */
  onOpenChange?: (isOpen: boolean) => void;
  messages?: Partial<CorporateReasonDialogMessages>;
}

/**
 * The corporate travel policy's reason (8 reasons, or the traveller's own words), asked when
 * a fare above the lowest is chosen. A modal dialog once the page runs JavaScript (open by
 * default); before hydration, and without JavaScript, the same form as a section in the page.
 */
export function CorporateReasonDialog(props: CorporateReasonDialogProps) {
  const hydrated = useIsHydrated();
  return <CorporateReasonContent {...props} modal={hydrated} />;
}

/**
 * The rendering of `CorporateReasonDialog`, with `modal={false}` what the server sends (and
 * what stays without JavaScript). Not exported from the package: stories only.
 */
export function CorporateReasonContent({
  modal,
  renderForm,
  actions,
  errors = {},
  values = {},
  names = defaultReasonNames,
  isOpen,
  onOpenChange,
  messages,
}: CorporateReasonDialogProps & { modal: boolean }) {
  const text = { ...defaultCorporateReasonDialogMessages, ...messages };
  const form = renderForm(
    <ReasonFields errors={errors} values={values} names={names} text={text} actions={actions} />,
  );
  if (!modal) {
    return (
      <ReasonSection title={text.title} description={text.description}>
        {form}
      </ReasonSection>
    );
  }
  return (
    <Dialog
      isOpen={isOpen}
      defaultOpen={isOpen === undefined ? true : undefined}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
      size="md"
    >
      {form}
    </Dialog>
  );
}
