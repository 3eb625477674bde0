import { attachmentName, formatBytes, readWithProgress } from './download';

describe('readWithProgress', () => {
  it('returns every chunk and reports the running total after each', async () => {
    const parts = [new Uint8Array(3), new Uint8Array(5), new Uint8Array(2)];
    const body = new ReadableStream<Uint8Array>({ start(c) { for (const p of parts) c.enqueue(p); c.close(); } });
    const seen: number[] = [];
    const chunks = await readWithProgress(body, (n) => seen.push(n));
    expect(chunks).toEqual(parts);
    expect(seen).toEqual([3, 8, 10]);
  });
});

describe('attachmentName', () => {
  it('reads the quoted file name, else the fallback', () => {
    expect(attachmentName('attachment; filename="purlwise-ann-2026-11-23.zip"', 'x.zip')).toBe('purlwise-ann-2026-11-23.zip');
    expect(attachmentName(null, 'x.zip')).toBe('x.zip');
  });
});

describe('formatBytes', () => {
  it.each([
    [850, 'en', '850 B'], [12_345, 'en', '12.3 kB'], [4_500_000, 'en', '4.5 MB'], [4_500_000, 'fr', '4,5 MB'], [-1, 'en', '0 B'],
  ])('%d in %s is %s', (n, locale, want) => {
    expect(formatBytes(n, locale)).toBe(want);
  });
});
