/**
 * The request's form data, or `undefined` when its body is larger than `maxBytes`: read
 * chunk by chunk and stopped at the limit, so a huge upload is never held in memory.
 */
export async function cappedFormData(
  request: Request,
  maxBytes: number,
): Promise<FormData | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return undefined;
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const contentType = request.headers.get("content-type") ?? "";
  return new Response(Buffer.concat(chunks), {
    headers: { "content-type": contentType },
  }).formData();
}
