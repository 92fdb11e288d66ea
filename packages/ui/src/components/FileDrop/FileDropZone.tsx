import { FileSpreadsheet } from "lucide-react";
import { Button, DropZone, FileTrigger, isFileDropItem, Text } from "react-aria-components";
import { focusRing } from "../../lib/focus-ring";

export interface FileDropZoneProps {
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  isDisabled?: boolean;
  extensions: readonly string[];
  dropHere: string;
  choose: string;
  onFile: (file: File | null) => void;
}

/**
 * The drop target and "Choose a file" button of `FileDrop`, once JavaScript runs. A module of
 * its own, loaded after hydration: React Aria's drag and drop is a fifth of a page's script.
 */
export function FileDropZone({
  labelledBy,
  describedBy,
  invalid,
  isDisabled,
  extensions,
  dropHere,
  choose,
  onFile,
}: FileDropZoneProps) {
  return (
    <DropZone
      aria-labelledby={labelledBy}
      isDisabled={isDisabled}
      onDrop={async (event) => {
        const item = event.items.find(isFileDropItem);
        if (item) onFile(await item.getFile());
      }}
      className={[
        "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-control bg-canvas p-6 text-center text-fg sm:flex-row sm:justify-center",
        "data-[drop-target]:border-primary data-[drop-target]:bg-info-surface",
        invalid ? "border-error-border" : "",
        "data-[disabled]:border-subtle data-[disabled]:bg-disabled data-[disabled]:text-on-disabled",
        "data-[focus-visible]:outline-solid data-[focus-visible]:outline-focus-ring data-[focus-visible]:outline-focus",
      ].join(" ")}
    >
      <FileSpreadsheet aria-hidden="true" className="size-6 text-fg-muted" />
      <Text slot="label">{dropHere}</Text>
      <FileTrigger
        acceptedFileTypes={extensions.map((extension) => `.${extension}`)}
        onSelect={(files) => onFile(files?.[0] ?? null)}
      >
        <Button
          isDisabled={isDisabled}
          aria-describedby={describedBy}
          // React Aria does not forward aria-invalid to a Button; set it so assistive
          // technology hears "invalid" on the control itself (as Select does).
          ref={(button) => {
            if (!button) return;
            if (invalid) button.setAttribute("aria-invalid", "true");
            else button.removeAttribute("aria-invalid");
          }}
          className={`min-h-11 cursor-pointer rounded-control border-2 border-primary px-4 py-2 font-semibold text-primary data-[pressed]:bg-ghost-hover data-[disabled]:cursor-not-allowed data-[disabled]:border-subtle data-[disabled]:text-on-disabled ${focusRing}`}
        >
          {choose}
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
