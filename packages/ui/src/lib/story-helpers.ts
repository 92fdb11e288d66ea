import { expect } from "storybook/test";

/**
 * Story-only assertions (imported by *.stories.tsx, never by components): a field's error
 * message is a visible element that the control references with `aria-describedby`, and the
 * control is `aria-invalid="true"`.
 */
export async function expectInvalidWithMessage(control: Element, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? "");
  await expect(texts.join(" ")).toContain(message);
}

/** Posts of a form, as a plain HTML form submission would send them. */
export function formEntries(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form)].map(([key, value]) => [key, String(value)] as const),
  );
}

/**
 * What the next submit of `form` posts, with the pressed button's name and value, as the
 * browser would send it; the submission itself is prevented.
 */
export function nextSubmission(form: HTMLFormElement): Promise<Record<string, string>> {
  return new Promise((resolve) => {
    form.addEventListener(
      "submit",
      (event) => {
        event.preventDefault();
        const data = new FormData(form, event.submitter);
        resolve(Object.fromEntries([...data].map(([key, value]) => [key, String(value)])));
      },
      { once: true },
    );
  });
}
