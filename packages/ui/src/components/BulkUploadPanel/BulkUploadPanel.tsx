import { BULK_UPLOAD_COLUMNS, type BulkUploadRowProblem } from "@wayfare/domain";
import { CircleAlert, Download, FileSpreadsheet } from "lucide-react";
import { type ReactNode, useId } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { alertVariants } from "../Alert/Alert.variants";
import { FileDropContent, type FileDropMessages } from "../FileDrop/FileDrop";
import { NativeButton } from "../NativeButton/NativeButton";

export interface BulkUploadPanelMessages {
  heading: string;
  /** The promotional line under the heading (J§2). */
  promo: string;
  /** Names the list of the expected columns. */
  columns: string;
  /** `(4) => "One passenger on each row under the header row, in booking order: 4 rows at most."` */
  rows: (passengerCount: number) => string;
  dates: string;
  template: string;
  /** The file field's label. */
  fileLabel: string;
  /** The drop zone's own words (drop text, button, hint, chosen, remove). */
  fileDrop: Partial<FileDropMessages>;
  submit: string;
  /** The submit button's label (and accessible name) while the upload is under way. */
  uploading: string;
  /** `(3, 4) => "Filled in 3 of 4 passengers. Check them below before you continue."` */
  filled: (filled: number, passengerCount: number) => string;
  /** Title of the list of the rows' problems. */
  rowProblems: string;
  rowProblemsHint: string;
  /** `(2, "Title should not be empty") => "Row 2: Title should not be empty"` */
  rowProblem: (row: number, message: string) => string;
}

const passengers = (count: number) => `${count} passenger${count === 1 ? "" : "s"}`;

export const defaultBulkUploadPanelMessages: BulkUploadPanelMessages = {
  heading: "Upload passengers from a spreadsheet",
  promo: "Save time: fill in all passenger details at once from a spreadsheet.",
  columns: "Columns in the header row",
  rows: (passengerCount) =>
    `One passenger on each row under the header row, in booking order: ${passengerCount} ${passengerCount === 1 ? "row" : "rows"} at most.`,
  dates: "Dates as yyyy-mm-dd, or as date cells.",
  template: "Download the CSV template",
  fileLabel: "Passenger spreadsheet",
  fileDrop: {},
  submit: "Upload and fill in",
  uploading: "Uploading…",
  filled: (filled, passengerCount) =>
    `Filled in ${filled} of ${passengers(passengerCount)}. Check ${filled === 1 ? "the details" : "them"} below before you continue.`,
  rowProblems: "Rows to check",
  rowProblemsHint:
    "These rows are filled in as written. Correct them below, or in the sheet and upload it again.",
  rowProblem: (row, message) => `Row ${row}: ${message}`,
};

export interface BulkUploadPanelProps {
  /** Passenger slots in this booking. */
  passengerCount: number;
  /** A downloadable CSV template (a plain `<a download>`). */
  templateHref?: string;
  /** The file input's name. */
  name?: string;
  /** The submit button posts `intent=<intent>`, so the action tells an upload from a submit. */
  intent?: string;
  /** The server's file-level messages, verbatim (shown by the file field). */
  errors?: readonly string[];
  /** The server's messages about single rows of the sheet. */
  rowProblems?: readonly BulkUploadRowProblem[];
  /** After an upload: how many passengers were filled in. */
  filled?: number;
  /** Submitting: the button says so and ignores presses. */
  isPending?: boolean;
  messages?: Partial<BulkUploadPanelMessages>;
  headingLevel?: 2 | 3;
  /** Hidden fields the page's form must carry along. */
  children?: ReactNode;
  className?: string;
}

/**
 * The bulk passenger upload of J§2 (xlsx, xls or csv; columns from `BULK_UPLOAD_COLUMNS`):
 * the promotional banner, the expected columns, an optional template, the file field and
 * "Upload and fill in". It goes inside the page's form: the button posts that form as
 * multipart, without the browser's validation, with `intent=bulk-upload`; the server reads the
 * sheet and answers with `filled`, `rowProblems` or `errors`. Works without JavaScript (the
 * file field is a native file input until hydration).
 */
export function BulkUploadPanel(props: BulkUploadPanelProps) {
  const hydrated = useIsHydrated();
  return <BulkUploadPanelContent {...props} hydrated={hydrated} />;
}

/**
 * The rendering of `BulkUploadPanel`, with `hydrated={false}` what the server sends (and what
 * stays without JavaScript). Not exported from the package: stories only.
 */
export function BulkUploadPanelContent({
  hydrated,
  passengerCount,
  templateHref,
  name = "file",
  intent = "bulk-upload",
  errors,
  rowProblems = [],
  filled,
  isPending,
  messages,
  headingLevel = 2,
  children,
  className,
}: BulkUploadPanelProps & { hydrated: boolean }) {
  const headingId = useId();
  const promoId = useId();
  const columnsId = useId();
  const problemsId = useId();
  const text = { ...defaultBulkUploadPanelMessages, ...messages };
  const Heading = `h${headingLevel}` as const;
  const problems = rowProblems.flatMap(({ row, messages: rowMessages }) =>
    rowMessages.map((message) => text.rowProblem(row, message)),
  );
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={promoId}
      data-slot="bulk-upload-panel"
      className={[
        "flex min-w-0 flex-col gap-4 rounded-lg border border-subtle bg-surface p-4",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {/* The promotional banner (J§2). */}
      <div className="flex items-start gap-3 rounded-md border-l-4 border-info-border bg-info-surface p-3 text-on-info-surface">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={headingId} className="text-lg font-semibold">
            {text.heading}
          </Heading>
          <p id={promoId} className="text-base">
            {text.promo}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <p id={columnsId} className="font-semibold">
          {text.columns}
        </p>
        <ul aria-labelledby={columnsId} className="flex flex-wrap gap-1.5">
          {BULK_UPLOAD_COLUMNS.map((column) => (
            <li
              key={column.key}
              className="rounded-control border border-subtle bg-canvas px-2 py-0.5 font-medium text-fg"
            >
              {column.header}
            </li>
          ))}
        </ul>
        <p className="text-fg-muted">
          {text.rows(passengerCount)} {text.dates}
        </p>
        {templateHref ? (
          <a
            href={templateHref}
            download
            className={`inline-flex min-h-11 items-center gap-2 self-start rounded-control font-semibold text-link underline underline-offset-4 hover:decoration-2 ${nativeFocusRing}`}
          >
            <Download aria-hidden="true" className="size-4" />
            {text.template}
          </a>
        ) : null}
      </div>
      {children}
      <FileDropContent
        hydrated={hydrated}
        label={text.fileLabel}
        name={name}
        errors={errors}
        messages={text.fileDrop}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <NativeButton
          type="submit"
          name="intent"
          value={intent}
          // The page's form is posted with the file, and without its own fields' checks:
          // the upload fills those fields in.
          formEncType="multipart/form-data"
          formMethod="post"
          formNoValidate
          variant="secondary"
          isPending={isPending}
        >
          {isPending ? text.uploading : text.submit}
        </NativeButton>
        {/* Always in the tree, so a new outcome is announced politely. */}
        <p role="status" className="min-w-0 font-semibold text-fg">
          {filled !== undefined ? text.filled(filled, passengerCount) : null}
        </p>
      </div>
      {problems.length > 0 ? (
        <div
          role="alert"
          aria-labelledby={problemsId}
          data-slot="bulk-upload-row-problems"
          className={alertVariants({ tone: "error" })}
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p id={problemsId} className="font-semibold">
              {text.rowProblems}
            </p>
            <p className="text-sm">{text.rowProblemsHint}</p>
            <ul aria-labelledby={problemsId} className="mt-1 flex list-disc flex-col gap-1 pl-5">
              {problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per render; a message may repeat
                <li key={`${index}:${problem}`} className="[overflow-wrap:anywhere]">
                  {problem}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
