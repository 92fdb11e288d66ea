import { buttonVariants } from "../Button/Button.variants";
import { defaultSessionExpiredMessages, type SessionExpiredMessages } from "./messages";

export const sessionExpiredLinkClass = `${buttonVariants({ variant: "primary", focus: "native" })} hover:bg-primary-hover`;

export interface SessionExpiredPageProps {
  /** Where 'Back to flight list' goes (the results of the same search). */
  backHref: string;
  messages?: Partial<SessionExpiredMessages>;
}

/**
 * `SessionExpiredDialog`'s `page` presentation, for a page the server answers once the
 * review has run out: a heading and the link, no JavaScript needed. A module of its own so
 * that such a page does not download the dialog (Radix Dialog).
 */
export function SessionExpiredPage({ backHref, messages }: SessionExpiredPageProps) {
  const text = { ...defaultSessionExpiredMessages, ...messages };
  return (
    <section
      data-slot="session-expired"
      aria-labelledby="session-expired-title"
      className="flex max-w-xl flex-col items-start gap-4"
    >
      <h1 id="session-expired-title" className="text-2xl font-semibold">
        {text.title}
      </h1>
      <p>{text.text}</p>
      <a href={backHref} className={sessionExpiredLinkClass}>
        {text.backToFlightList}
      </a>
    </section>
  );
}
