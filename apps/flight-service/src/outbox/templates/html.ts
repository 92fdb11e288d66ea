/** Markup: written by a template, or text that has been escaped. */
export class Html {
  constructor(readonly markup: string) {}
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

type Part = string | number | Html | readonly Html[];

function markupOf(part: Part): string {
  if (part instanceof Html) return part.markup;
  if (Array.isArray(part)) return part.map((item: Html) => item.markup).join("");
  return escapeHtml(String(part));
}

/** A template literal whose values are escaped unless they are already Html. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(
    strings.reduce((markup, string, index) => {
      const part = parts[index - 1] as Part;
      return markup + markupOf(part) + string;
    }),
  );
}

/** The items as an HTML list. */
export const list = (items: readonly string[]) =>
  html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;

/** A whole email's HTML: the subject as its title, then the content and the sign-off. */
export function emailDocument(subject: string, content: Html): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2937">
${content}
<p style="color: #6b7280">Wayfare</p>
</body>
</html>
`.markup;
}

/** An email's parts, as the outbox keeps them. */
export interface EmailContent {
  subject: string;
  /** The plain-text part. */
  body: string;
  html: string;
}
