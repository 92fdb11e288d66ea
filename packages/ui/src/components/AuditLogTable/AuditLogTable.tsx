import { type AuditLogPayload, auditActionLabel } from "@wayfare/domain";
import { CaptionedTable, EmptyTableRow, tableCellClasses } from "../../lib/captioned-table";
import { InstantTime } from "../../lib/instant-time";

export type AuditLogEntry = AuditLogPayload["entries"][number];

export interface AuditLogTableMessages {
  caption: string;
  when: string;
  who: string;
  what: string;
  subject: string;
  details: string;
  empty: string;
  pages: string;
  newer: string;
  older: string;
}

export const defaultAuditLogTableMessages: AuditLogTableMessages = {
  caption: "Audit log",
  when: "When",
  who: "Who",
  what: "What",
  subject: "About",
  details: "Details",
  empty: "Nothing has been recorded yet.",
  pages: "Audit log pages",
  newer: "Newer entries",
  older: "Older entries",
};

export interface AuditLogTableProps {
  /** One page of entries, newest first. */
  entries: readonly AuditLogEntry[];
  /** The links to the newer and the older page, when there is one. */
  newerHref?: string | undefined;
  olderHref?: string | undefined;
  messages?: Partial<AuditLogTableMessages>;
  className?: string;
}

/** `{ found: ["WF…"] }` as "found: WF…"; nothing for nothing. */
function detailsText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  return Object.entries(value)
    .map(
      ([key, entry]) =>
        `${key}: ${Array.isArray(entry) ? entry.join(", ") || "none" : String(entry)}`,
    )
    .join("; ");
}

/**
 * The back office's audit log for admins (issue 22): when (India time), who (role and user
 * id), what in words, about what, and the values before and after; newest first, with links
 * to newer and older pages. A captioned table that scrolls sideways on a narrow screen.
 */
export function AuditLogTable({
  entries,
  newerHref,
  olderHref,
  messages,
  className,
}: AuditLogTableProps) {
  const text = { ...defaultAuditLogTableMessages, ...messages };
  const cell = tableCellClasses;
  const link = "font-semibold text-link underline";
  return (
    <div
      data-slot="audit-log"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <CaptionedTable caption={text.caption}>
        <thead className="bg-surface">
          <tr>
            {[text.when, text.who, text.what, text.subject, text.details].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyTableRow columns={5}>{text.empty}</EmptyTableRow>
          ) : (
            entries.map((entry) => (
              <tr key={entry.id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <InstantTime value={entry.at} />
                </td>
                <td className={cell}>
                  {entry.actorRole} <span className="text-fg-muted">{entry.actorId}</span>
                </td>
                <td className={cell}>{auditActionLabel(entry.action)}</td>
                <td className={`${cell} font-mono`}>{entry.subject}</td>
                <td className={cell}>
                  {[detailsText(entry.before), detailsText(entry.after)]
                    .filter(Boolean)
                    .join(" → ")}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CaptionedTable>
      {newerHref || olderHref ? (
        <nav aria-label={text.pages} className="flex gap-6">
          {newerHref ? (
            <a href={newerHref} className={link}>
              {text.newer}
            </a>
          ) : null}
          {olderHref ? (
            <a href={olderHref} className={link}>
              {text.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
