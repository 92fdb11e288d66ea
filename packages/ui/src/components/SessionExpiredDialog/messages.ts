import { ERROR_TEXTS } from "@wayfare/domain";

/**
 * The dialog's words, apart from the dialog: SessionTimer takes them as its defaults and
 * imports the dialog itself only when the session runs out.
 */
export interface SessionExpiredMessages {
  title: string;
  text: string;
  backToFlightList: string;
}

export const defaultSessionExpiredMessages: SessionExpiredMessages = {
  title: "Session expired",
  text: ERROR_TEXTS.sessionExpiredModal,
  backToFlightList: "Back to flight list",
};
