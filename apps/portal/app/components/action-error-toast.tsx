import { Toast, ToastRegion } from "@wayfare/ui";

/**
 * The error toast of a failed form action (F§8: the response's message). `submissionKey`
 * changes with every submission so a repeated failure shows its toast again.
 */
export function ActionErrorToast({
  message,
  submissionKey,
}: {
  message: string | null | undefined;
  submissionKey: string | undefined;
}) {
  return (
    <ToastRegion>
      {message ? (
        <Toast key={submissionKey ?? "toast"} tone="error">
          {message}
        </Toast>
      ) : null}
    </ToastRegion>
  );
}
