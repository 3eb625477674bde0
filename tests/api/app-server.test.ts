/**
 * The app's HTTP server (server/src/app-server.ts): Express keeps the prototype node:http gave each request and
 * response, instead of swapping it on every request (which made V8 promote every finished request's objects:
 * bench/RESULTS-api.md), and everything Express adds to them still works.
 */
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import express from 'express';
import { appServer } from '../../server/src/app-server';

/** A small app served by appServer, and what its handler saw. */
async function serve() {
  const app = express();
  const seen: { reqKept?: boolean; resKept?: boolean; sameApp?: boolean } = {};
  const born = new WeakMap<object, object | null>();
  app.use(express.json());
  app.post('/echo', (req, res) => {
    seen.reqKept = (Object.getPrototypeOf(req) as object | null) === born.get(req);
    seen.resKept = (Object.getPrototypeOf(res) as object | null) === born.get(res);
    seen.sameApp = req.app === app;
    res.status(201).set('X-Seen', req.get('x-knitter') ?? 'none').json({ body: req.body as unknown, query: req.query, path: req.path });
  });
  const server = appServer(app);
  // Runs before Express: the prototypes node:http built the objects with.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    born.set(req, Object.getPrototypeOf(req) as object | null);
    born.set(res, Object.getPrototypeOf(res) as object | null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('Express answers with its own API while each request keeps the prototype it was built with', async () => {
  const { base, seen, close } = await serve();
  try {
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${base}/echo?row=${i}`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-knitter': 'mira' }, body: JSON.stringify({ stitches: 20 + i }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-seen')).toBe('mira');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ body: { stitches: 20 + i }, query: { row: String(i) }, path: '/echo' });
      expect(seen).toEqual({ reqKept: true, resKept: true, sameApp: true });
    }
  } finally {
    await close();
  }
});
