import type { InvoicePayload } from "@wayfare/domain";
import { useId } from "react";

/** The supplier or the recipient of an invoice: name, GSTIN and address when known. */
export function InvoiceParty({
  title,
  party,
  gstin,
}: {
  title: string;
  party: InvoicePayload["supplier"];
  gstin: (gstin: string) => string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="text-sm font-semibold uppercase text-fg-muted">
        {title}
      </h2>
      <p className="font-semibold">{party.name}</p>
      {party.gstin ? <p>{gstin(party.gstin)}</p> : null}
      {party.address ? <p>{party.address}</p> : null}
    </section>
  );
}
