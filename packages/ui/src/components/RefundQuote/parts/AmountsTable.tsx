import { type ReactNode, useId } from "react";
import { ScrollRegion } from "../../../lib/scroll-region";

export interface AmountsColumn {
  key: string;
  label: string;
  /** Amounts line up on the right. */
  numeric?: boolean;
}

export interface AmountsRow {
  key: string;
  /** The row header: whose line it is. */
  header: ReactNode;
  /** One cell per column after the first. */
  cells: ReactNode[];
}

const cellClass = (column: AmountsColumn | undefined) =>
  column?.numeric ? "py-2 pr-3 text-right" : "py-2 pr-3";

/** A captioned table of a refund's lines: the first column names the row, amounts on the right. */
export function AmountsTable({
  caption,
  captionClassName,
  columns,
  rows,
}: {
  caption: string;
  captionClassName: string;
  columns: readonly AmountsColumn[];
  rows: readonly AmountsRow[];
}) {
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="w-full border-collapse text-left text-sm">
        <caption id={captionId} className={`mb-2 text-left ${captionClassName}`}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-subtle">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-subtle">
              <th scope="row" className={`${cellClass(columns[0])} font-normal`}>
                {row.header}
              </th>
              {row.cells.map((content, index) => {
                const column = columns[index + 1];
                return (
                  <td key={column?.key ?? index} className={cellClass(column)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
