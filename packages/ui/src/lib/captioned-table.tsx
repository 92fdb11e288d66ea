import { type ReactNode, useId } from "react";
import { ScrollRegion } from "./scroll-region";

/** A data table's cell: a rule under it, room around it, top-aligned text. */
export const tableCellClasses = "border-b border-subtle px-3 py-2 text-left align-top";

/**
 * A table named by its caption, inside a region of the same name that scrolls sideways on a
 * narrow screen and takes focus so the keyboard can scroll it (the back office's tables).
 */
export function CaptionedTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId} className="rounded-lg border border-subtle">
      <table className="w-full border-collapse text-sm text-fg">
        <caption id={captionId} className="px-3 pt-3 pb-2 text-left text-base font-semibold">
          {caption}
        </caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

/** A table's header row of plain column headings. */
export function PlainHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <thead className="bg-surface">
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col" className={`${tableCellClasses} font-semibold`}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The one row of a table with nothing to list: what it would list, across every column. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className={tableCellClasses}>
        {children}
      </td>
    </tr>
  );
}
