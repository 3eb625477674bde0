/** Reading a download with progress (fetch streaming: bytes received against an estimate) and saving it as a file. */

/** Reads a response body to the end, reporting the bytes received so far after each chunk. */
export async function readWithProgress(body: ReadableStream<Uint8Array>, onProgress: (received: number) => void): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
}

/** The file name of a Content-Disposition header, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(header ?? '');
  return m ? m[1] : fallback;
}

/** A byte count for people: "850 B", "12.3 kB", "4.5 MB", in the locale's number format. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) { value /= 1000; unit += 1; }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** Hands `blob` to the browser as a download called `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the URL to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
