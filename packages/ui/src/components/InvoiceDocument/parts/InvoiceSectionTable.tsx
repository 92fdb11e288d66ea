import { formatMoney, type InvoicePayload } from "@wayfare/domain";

/** One section of an invoice's amounts: each line's label as the row header, its amount. */
export function InvoiceSectionTable({
  caption,
  lines,
}: {
  caption: string;
  lines: InvoicePayload["lines"];
}) {
  return (
    <table className="w-full border-collapse">
      <caption className="mb-1 text-left font-semibold">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-subtle">
            <th scope="row" className="py-1 text-left font-normal">
              {line.label}
            </th>
            <td className="py-1 text-right tabular-nums">{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
