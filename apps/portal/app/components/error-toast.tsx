import { Toast } from "@wayfare/ui";

/** An error toast with the action's message; ActionErrorToast imports it when it has one. */
export function ErrorToast({ message }: { message: string }) {
  return <Toast tone="error">{message}</Toast>;
}
