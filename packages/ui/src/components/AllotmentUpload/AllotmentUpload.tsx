import {
  ALLOTMENT_COLUMNS,
  ALLOTMENT_CSV_MAX_CHARACTERS,
  ALLOTMENT_MESSAGES,
} from "@wayfare/domain";
import { useId } from "react";
import { CaptionedTable, tableCellClasses } from "../../lib/captioned-table";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Alert } from "../Alert/Alert";
import { FileDrop } from "../FileDrop/FileDrop";
import { NativeButton } from "../NativeButton/NativeButton";

export interface AllotmentUploadMessages {
  heading: string;
  intro: string;
  columnsCaption: string;
  column: string;
  example: string;
  hint: string;
  fileLabel: string;
  textLabel: string;
  textHint: string;
  submit: string;
  noneLoaded: string;
}

export const defaultAllotmentUploadMessages: AllotmentUploadMessages = {
  heading: "Load seats and fares",
  intro:
    "Upload a CSV file with the column names in its first row and one row per flight, date, cabin and booking class. If any row has a problem nothing is loaded: correct the rows named and upload again.",
  columnsCaption: "Columns, in this order",
  column: "Column",
  example: "Example",
  hint: "What to write",
  fileLabel: "Allotments file",
  textLabel: "Or the rows as CSV text",
  textHint: "Used when no file is chosen. After a refused upload it holds that file's rows.",
  submit: "Upload and load",
  noneLoaded: ALLOTMENT_MESSAGES.noneLoaded,
};

export interface AllotmentUploadProps {
  /** Posted names: the file and the text (the form is the page's, multipart). */
  fileName?: string;
  textName?: string;
  /** The last refused upload's rows, kept so nothing typed or uploaded is lost. */
  csv?: string;
  /** The service's messages for the refused upload, each naming its row. */
  errors?: readonly string[];
  /** What was loaded ("Loaded 2 rows: 13 seats are on sale."). */
  loaded?: string;
  isPending?: boolean;
  messages?: Partial<AllotmentUploadMessages>;
}

/**
 * A supplier's seat allotment upload (issue 22, decision 0082): the columns the file needs,
 * a CSV file (dropped, chosen, or the native input without JavaScript) or the same rows as
 * text, and the outcome: every bad row's message, or what went on sale. The page's form posts
 * it (multipart); ui only renders.
 */
export function AllotmentUpload({
  fileName = "allotmentsFile",
  textName = "csv",
  csv = "",
  errors = [],
  loaded,
  isPending = false,
  messages,
}: AllotmentUploadProps) {
  const text = { ...defaultAllotmentUploadMessages, ...messages };
  const id = useId();
  const cell = tableCellClasses;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-slot="allotment-upload"
      className="flex flex-col gap-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="text-fg-muted">{text.intro}</p>
      <CaptionedTable caption={text.columnsCaption}>
        <thead className="bg-surface">
          <tr>
            {[text.column, text.example, text.hint].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALLOTMENT_COLUMNS.map((column) => (
            <tr key={column.key}>
              <th scope="row" className={`${cell} font-normal`}>
                {column.name}
              </th>
              <td className={cell}>
                <code>{column.example}</code>
              </td>
              <td className={cell}>{column.hint}</td>
            </tr>
          ))}
        </tbody>
      </CaptionedTable>
      <div aria-live="polite">{loaded ? <Alert tone="success">{loaded}</Alert> : null}</div>
      {errors.length > 0 ? (
        <Alert tone="error" title={text.noneLoaded}>
          <ul className="list-disc pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <FileDrop
        label={text.fileLabel}
        name={fileName}
        extensions={["csv"]}
        maxBytes={ALLOTMENT_CSV_MAX_CHARACTERS}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-text`} className="font-semibold">
          {text.textLabel}
        </label>
        <p id={`${id}-text-hint`} className="text-sm text-fg-muted">
          {text.textHint}
        </p>
        <textarea
          id={`${id}-text`}
          name={textName}
          defaultValue={csv}
          key={csv}
          rows={6}
          spellCheck={false}
          aria-describedby={`${id}-text-hint`}
          className={`rounded-control border-2 border-control bg-canvas p-2 font-mono text-sm text-fg ${nativeFocusRing}`}
        />
      </div>
      <div>
        <NativeButton type="submit" name="intent" value="load" isPending={isPending}>
          {text.submit}
        </NativeButton>
      </div>
    </section>
  );
}
