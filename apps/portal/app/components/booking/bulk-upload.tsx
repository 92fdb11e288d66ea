import type { BulkUploadFill } from "@wayfare/domain";
import { BULK_UPLOAD_INTENT } from "@wayfare/forms";
import { BulkUploadPanel } from "@wayfare/ui";

/**
 * The bulk upload inside the passenger form: its button posts the whole form with the file
 * (see the route's action), and the outcome of the last upload.
 */
export function BulkUpload({
  passengerCount,
  upload,
  pending,
}: {
  passengerCount: number;
  upload: BulkUploadFill | null | undefined;
  pending: boolean;
}) {
  return (
    <BulkUploadPanel
      passengerCount={passengerCount}
      templateHref="/flight/passengers-template.csv"
      errors={upload?.errors}
      rowProblems={upload?.rowProblems}
      filled={upload && upload.errors.length === 0 ? upload.filled.length : undefined}
      intent={BULK_UPLOAD_INTENT.value}
      isPending={pending}
      headingLevel={2}
    />
  );
}
