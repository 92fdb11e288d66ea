import { POLICY_REASON_TEXT_MAX_LENGTH } from "@wayfare/domain";

export interface CorporateReasonDialogMessages {
  title: string;
  description: string;
  /** Names the radio group of the 8 reasons. */
  reasonLabel: string;
  /** Labels the free-text field. */
  textLabel: string;
  textDescription: string;
  /** Accessible name of the dialog's × button. */
  close: string;
}

export const defaultCorporateReasonDialogMessages: CorporateReasonDialogMessages = {
  title: "Why not the lowest fare?",
  description:
    "Your company's travel policy asks for a reason when you choose a fare above the lowest.",
  reasonLabel: "Reason",
  textLabel: "Your reason",
  textDescription: `Required for 'Other reason'; at most ${POLICY_REASON_TEXT_MAX_LENGTH} characters.`,
  close: "Close",
};
