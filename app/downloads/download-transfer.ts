/**
 * One file fetched for the download list: its bytes read as they arrive, progress reported as the
 * share of `Content-Length` received, and the finished file handed to the browser to save. A
 * redirect (the file needs a signed-in visitor) and any status other than 200 fail it, as does the
 * network; `signal` stops the read.
 */
export class DownloadFailed extends Error {
  constructor(readonly status: number) {
    super(`download failed (${status})`);
  }
}

/** The file name of a `Content-Disposition` header: RFC 6266 `filename*` first, then `filename`. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2]?.trim()) || null;
}

export async function transfer(
  url: string,
  expectedSize: number,
  signal: AbortSignal,
  onProgress: (percent: number) => void,
): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: "manual", credentials: "same-origin", signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new DownloadFailed(0);
  }
  if (response.type === "opaqueredirect") throw new DownloadFailed(401);
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new DownloadFailed(response.status);
  }
  const total = Number(response.headers.get("Content-Length")) || expectedSize;
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let shown = -1;
  onProgress(0);
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array<ArrayBuffer>>;
    try {
      part = await reader.read();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new DownloadFailed(0);
    }
    if (part.done) break;
    chunks.push(part.value);
    received += part.value.byteLength;
    const percent = total > 0 ? Math.min(99, Math.floor((received / total) * 100)) : 0;
    if (percent !== shown) {
      shown = percent;
      onProgress(percent);
    }
  }
  if (total > 0 && received < total) throw new DownloadFailed(0);
  return {
    blob: new Blob(chunks, { type }),
    name: dispositionName(response.headers.get("Content-Disposition")),
  };
}

/** Hands a finished file to the browser's own save, under `name`. */
export function saveFile(blob: Blob, name: string) {
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
