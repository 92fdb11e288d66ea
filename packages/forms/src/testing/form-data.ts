/** A posted form, as a browser sends it: entries in order, a name repeated for a list. */
export function formDataOf(entries: Record<string, string> | [string, string][]): FormData {
  const data = new FormData();
  const list = Array.isArray(entries) ? entries : Object.entries(entries);
  for (const [key, value] of list) data.append(key, value);
  return data;
}
