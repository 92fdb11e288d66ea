import { ToastRegion } from "@wayfare/ui";
import { lazy } from "react";

/**
 * The toast itself (React Aria's button, its icons) is shown only after a failed action, so
 * the browser imports it only then. No Suspense boundary is around it: the server renders it
 * completely (it works without JavaScript) and hydration waits for it.
 */
const Toast = lazy(async () => ({ default: (await import("./error-toast")).ErrorToast }));

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
      {message ? <Toast key={submissionKey ?? "toast"} message={message} /> : null}
    </ToastRegion>
  );
}
