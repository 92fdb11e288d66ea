import type { InvoiceAudience } from "@wayfare/domain";
import { nativeFocusRing } from "./focus-ring";

/** The credit notes a signed-in user's role gets for a cancellation (none for a guest). */
export interface CreditNotes {
  /** The audiences of the user's role (the domain's invoiceAudiencesFor). */
  audiences: readonly InvoiceAudience[];
  /** The printable credit note's page (the app's route; ui never routes). */
  href: (amendmentId: string, audience: InvoiceAudience) => string;
}

export const textLink = `font-semibold text-link underline underline-offset-2 ${nativeFocusRing}`;

/** A cancellation's credit notes, one link per audience, each named with the request id. */
export function CreditNoteLinks({
  amendmentId,
  creditNotes,
  labels,
  linkName,
}: {
  amendmentId: string;
  creditNotes: CreditNotes;
  labels: Record<InvoiceAudience, string>;
  /** `("Credit note for agency", "AM…") => "Credit note for agency, request AM…"`. */
  linkName: (label: string, amendmentId: string) => string;
}) {
  return (
    <span className="flex flex-wrap gap-4">
      {creditNotes.audiences.map((audience) => (
        <a
          key={audience}
          href={creditNotes.href(amendmentId, audience)}
          className={textLink}
          aria-label={linkName(labels[audience], amendmentId)}
        >
          {labels[audience]}
        </a>
      ))}
    </span>
  );
}
