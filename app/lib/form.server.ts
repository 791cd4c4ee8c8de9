/** The largest form an action reads (the site's forms are a few fields of text). */
export const MAX_FORM_BYTES = 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: 400 | 413 | 415, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The body's bytes, read up to `limit`; throws a 413 Response beyond it. */
async function readLimited(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw refuse(413, "The form is too large.");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The form an action was sent, the one way every action reads it. A body that is not a form (JSON,
 * text, no content type) is refused with 415; a malformed one (truncated multipart, no boundary,
 * a broken connection) with 400; one over MAX_FORM_BYTES with 413. The refusals are thrown
 * Responses, so the page's error boundary shows them and the server never answers 500.
 */
export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) throw refuse(415, "The request is not a form.");
  if (Number(request.headers.get("content-length") ?? 0) > limit)
    throw refuse(413, "The form is too large.");
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = request.body ? await readLimited(request.body, limit) : new Uint8Array();
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refuse(400, "The form could not be read.");
  }
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refuse(400, "The form could not be read.");
  }
}
