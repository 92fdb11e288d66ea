import { Dialog } from "../Dialog/Dialog";
import { defaultSessionExpiredMessages, type SessionExpiredMessages } from "./messages";
import { sessionExpiredLinkClass as linkButton, SessionExpiredPage } from "./SessionExpiredPage";

export interface SessionExpiredDialogProps {
  /** Where 'Back to flight list' goes (the results of the same search). */
  backHref: string;
  /** For the dialog: shown when true. */
  isOpen?: boolean;
  /**
   * `dialog` when the session runs out on an open page; `page` for a page the server answers
   * once it has (a heading and the link, no JavaScript needed).
   */
  presentation?: "dialog" | "page";
  messages?: Partial<SessionExpiredMessages>;
}

/**
 * Radix moves focus into a dialog but skips links on purpose, landing on the dialog itself;
 * here the link is the only way out, so it takes focus once Radix is done.
 */
function focusWhenShown(link: HTMLAnchorElement | null) {
  if (link) setTimeout(() => link.focus(), 0);
}

/**
 * The end of a booking's review (J§2, J§4): 'Session expired', 'Your session has been
 * expired.' and one way on, 'Back to flight list'. As a dialog it is an alert dialog that
 * Escape and a click outside do not close.
 */
export function SessionExpiredDialog({
  backHref,
  isOpen = true,
  presentation = "dialog",
  messages,
}: SessionExpiredDialogProps) {
  const text = { ...defaultSessionExpiredMessages, ...messages };
  if (presentation === "page")
    return <SessionExpiredPage backHref={backHref} messages={messages} />;
  return (
    <Dialog
      isOpen={isOpen}
      isDismissable={false}
      role="alertdialog"
      size="sm"
      title={text.title}
      description={text.text}
      footer={
        <a ref={focusWhenShown} href={backHref} className={linkButton}>
          {text.backToFlightList}
        </a>
      }
    />
  );
}
