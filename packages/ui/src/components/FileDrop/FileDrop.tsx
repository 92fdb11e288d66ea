import {
  BULK_UPLOAD_FILE_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  documentUploadError,
} from "@wayfare/domain";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { NativeField } from "../../lib/native-fields";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { useFileDropZone } from "./use-file-drop-zone";

export interface FileDropMessages {
  dropHere: string;
  choose: string;
  /** Under the label: `(["xlsx", "xls", "csv"], "5 MB") => "An xlsx, xls or csv file, up to 5 MB."`. */
  accepted: (extensions: readonly string[], maxSize: string) => string;
  /** A dropped or chosen file of another type. */
  wrongType: (extensions: readonly string[]) => string;
  chosen: (fileName: string, size: string) => string;
  remove: (fileName: string) => string;
}

const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} or ${items.at(-1)}` : (items[0] ?? "");

export const defaultFileDropMessages: FileDropMessages = {
  dropHere: "Drop a file here, or",
  choose: "Choose a file",
  accepted: (extensions, maxSize) => `An ${list(extensions)} file, up to ${maxSize}.`,
  wrongType: (extensions) => `Choose an ${list(extensions)} file.`,
  chosen: (fileName, size) => `Chosen: ${fileName} (${size})`,
  remove: (fileName) => `Remove ${fileName}`,
};

export interface FileDropProps {
  /** Visible label; it names the drop zone and the choose button's group. */
  label: ReactNode;
  /** Posted name of the file input (the file posts with a multipart form). */
  name?: string;
  /** Extensions without the dot (default the bulk upload's: xlsx, xls, csv). */
  extensions?: readonly string[];
  /** Size limit in bytes (default the domain's document limit, 5 MB). */
  maxBytes?: number;
  /** The server's messages, verbatim; shown with any size or type problem found here. */
  errors?: readonly string[];
  /** Called with the accepted file, or `null` when removed or refused. */
  onChange?: (file: File | null) => void;
  isDisabled?: boolean;
  messages?: Partial<FileDropMessages>;
  className?: string;
}

const sizeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

const extensionOf = (fileName: string) => fileName.split(".").pop()?.toLowerCase() ?? "";

/**
 * One file, dropped (React Aria `DropZone`) or chosen (`FileTrigger`): a spreadsheet for the
 * bulk passenger upload by default. The file's type and size are checked at once (the size
 * with the domain's rule and message, 'File is too big! Please try a different file.'); the
 * accepted file is put in a hidden file input, so it posts under `name` with a multipart form.
 * Before hydration, and without JavaScript, a visible native file input (labelled, with the
 * same hint and errors) posts the file instead, until the drop zone's own module has loaded;
 * a file chosen there before then is kept.
 */
export function FileDrop(props: FileDropProps) {
  const hydrated = useIsHydrated();
  return <FileDropContent {...props} hydrated={hydrated} />;
}

/**
 * The rendering of `FileDrop`, with `hydrated={false}` what the server sends (and what stays
 * without JavaScript). Not exported from the package: stories only.
 */
export function FileDropContent({
  hydrated,
  label,
  name = "file",
  extensions = BULK_UPLOAD_FILE_EXTENSIONS,
  maxBytes = DOCUMENT_MAX_BYTES,
  errors,
  onChange,
  isDisabled,
  messages,
  className,
}: FileDropProps & { hydrated: boolean }) {
  const text = { ...defaultFileDropMessages, ...messages };
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The native input of the server's HTML, kept after it leaves the page at hydration.
  const nativeInput = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const shown = [...(problem ? [problem] : []), ...(errors ?? [])];

  const accept = (chosen: File | null) => {
    const refusal = !chosen
      ? undefined
      : extensions.includes(extensionOf(chosen.name))
        ? documentUploadError(chosen, { mandatory: false, maxBytes })
        : text.wrongType(extensions);
    const next = chosen && !refusal ? chosen : null;
    setProblem(refusal);
    setFile(next);
    const input = inputRef.current;
    if (input) {
      const transfer = new DataTransfer();
      if (next) transfer.items.add(next);
      input.files = transfer.files;
    }
    onChange?.(next);
  };

  // A file chosen in the native input before hydration is checked and kept, not lost.
  const keepEarlyFile = useEffectEvent(() => {
    const early = nativeInput.current?.files?.[0];
    nativeInput.current = null;
    if (early) accept(early);
  });
  const Zone = useFileDropZone(hydrated);
  useEffect(() => {
    if (Zone) keepEarlyFile();
  }, [Zone]);

  if (!Zone) {
    return (
      <NativeField
        id={`${id}-input`}
        label={label}
        description={text.accepted(extensions, formatSize(maxBytes))}
        errors={errors}
        className={["min-w-0", className].filter(Boolean).join(" ")}
      >
        {(describedBy, invalid) => (
          <input
            ref={(input) => {
              if (input) nativeInput.current = input;
            }}
            id={`${id}-input`}
            data-slot="file-drop"
            type="file"
            name={name}
            accept={extensions.map((extension) => `.${extension}`).join(",")}
            disabled={isDisabled}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={[
              "block w-full min-w-0 cursor-pointer rounded-lg border-2 border-dashed border-control bg-canvas p-4 text-sm text-fg",
              "file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border-2 file:border-solid file:border-primary file:bg-canvas file:px-4 file:py-2 file:text-base file:font-semibold file:text-primary",
              "aria-[invalid=true]:border-error-border",
              "disabled:cursor-not-allowed disabled:border-subtle disabled:bg-disabled disabled:text-on-disabled disabled:file:border-subtle disabled:file:text-on-disabled",
              "outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring",
            ].join(" ")}
          />
        )}
      </NativeField>
    );
  }

  const describedBy = [`${id}-hint`, shown.length > 0 ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset
      data-slot="file-drop"
      className={["flex min-w-0 flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <legend id={`${id}-label`} className="mb-1.5 text-base font-semibold text-fg">
        {label}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {text.accepted(extensions, formatSize(maxBytes))}
      </p>
      {shown.length > 0 ? (
        <p id={`${id}-error`} className="flex flex-col gap-0.5 text-sm font-semibold text-error">
          {shown.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
        </p>
      ) : null}
      <Zone
        labelledBy={`${id}-label`}
        describedBy={describedBy}
        invalid={shown.length > 0}
        isDisabled={isDisabled}
        extensions={extensions}
        dropHere={text.dropHere}
        choose={text.choose}
        onFile={accept}
      />
      {/* The accepted file, chosen or dropped, posts from here (FileTrigger's input has no name). */}
      <input ref={inputRef} type="file" name={name} hidden tabIndex={-1} />
      <div className="flex min-h-11 items-center gap-2 text-sm">
        <p role="status" className="min-w-0 break-all">
          {file ? (
            text.chosen(file.name, formatSize(file.size))
          ) : (
            // Already shown as the error above; said here so a refusal is announced.
            <span className="sr-only">{problem}</span>
          )}
        </p>
        {file ? (
          <button
            type="button"
            aria-label={text.remove(file.name)}
            onClick={() => accept(null)}
            className={`flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-control text-fg hover:bg-ghost-hover ${nativeFocusRing}`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
