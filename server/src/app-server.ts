/**
 * The HTTP server of the Express app, built so that Express never changes a request's prototype.
 *
 * Express 5 gives each request and response its own methods (`req.get`, `res.json`, ...) by swapping their prototype
 * on every request (`Object.setPrototypeOf(req, app.request)` in express/lib/application.js). Under a steady load, V8
 * then stops freeing those objects in its young collections: the whole graph of a finished request (headers, body,
 * the rows it read) survives, is promoted, and waits for an old-generation collection. Measured on the uncached feed
 * (bench/RESULTS-api.md, "Where the uncached tail came from"): about a fifth of everything a request allocated was
 * promoted, and an old-generation collection every 2.5 s left a cluster of slow answers behind it. A bare Express app
 * answering `/healthz` shows the same (37 % of its allocation promoted), and node:http alone promotes nothing.
 *
 * node:http builds requests and responses from classes it is given. Here their prototypes sit in front of Express's
 * own (`app.request`, `app.response`), and the app is told to use them: Express's per-request swap then sets the
 * prototype an object already has, which V8 skips.
 */
import http from 'node:http';
import type { Express } from 'express';

export function appServer(app: Express): http.Server {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  // Express reads these on each request (app.handle): the swap to them is a no-op for objects built from the classes.
  app.request = AppRequest.prototype as unknown as Express['request'];
  app.response = AppResponse.prototype as unknown as Express['response'];
  return http.createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
