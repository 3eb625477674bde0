import { extractFiles, multipartBody, multipartParts } from './multipart';

describe('extractFiles', () => {
  it('replaces files with null and records their paths', () => {
    const file = new Blob(['png'], { type: 'image/png' });
    const { clone, files } = extractFiles({ input: { kind: 'PICTURE', file } });
    expect(clone).toEqual({ input: { kind: 'PICTURE', file: null } });
    expect(files).toEqual([{ file, paths: ['variables.input.file'] }]);
  });

  it('walks arrays and sends a repeated file once', () => {
    const a = new Blob(['a']);
    const b = new Blob(['b']);
    const { clone, files } = extractFiles({ files: [a, b, a], n: 3 });
    expect(clone).toEqual({ files: [null, null, null], n: 3 });
    expect(files).toEqual([{ file: a, paths: ['variables.files.0', 'variables.files.2'] }, { file: b, paths: ['variables.files.1'] }]);
  });

  it('leaves plain values alone', () => {
    expect(extractFiles({ a: 1, b: 'x', c: null, d: [true] })).toEqual({ clone: { a: 1, b: 'x', c: null, d: [true] }, files: [] });
  });
});

describe('multipartParts', () => {
  it('orders operations, map, then files', () => {
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    const parts = multipartParts({ query: 'mutation M($input: I!) { m(input: $input) { id } }', operationName: 'M', variables: { input: { file } } });
    expect(parts.map((p) => p.name)).toEqual(['operations', 'map', '0']);
    expect(JSON.parse(parts[0].value as string)).toEqual({
      query: 'mutation M($input: I!) { m(input: $input) { id } }', operationName: 'M', variables: { input: { file: null } },
    });
    expect(JSON.parse(parts[1].value as string)).toEqual({ 0: ['variables.input.file'] });
    expect(parts[2]).toEqual({ name: '0', value: file, filename: 'me.png' });
  });

  it('names an anonymous blob "blob"', () => {
    const parts = multipartParts({ query: 'q', variables: { f: new Blob(['x']) } });
    expect(parts[2].filename).toBe('blob');
  });

  it('builds FormData with the same parts', () => {
    const body = multipartBody({ query: 'q', variables: { f: new File(['x'], 'a.png') } });
    expect(body.get('map')).toBe('{"0":["variables.f"]}');
    expect((body.get('0') as File).name).toBe('a.png');
  });
});
