/** One attempt of a webhook delivery: the signed POST, with a timeout, through the SSRF guard of webhook.url.ts. */
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, hostOf, refusedAddress } from './webhook.url';

/** What an attempt got: the HTTP status of an answer, or why there was none. */
export type AttemptResult = { status: number; error: null } | { status: null; error: string };

/** The `Purlwise-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed by the secret>` (Stripe's scheme). */
export function signature(secret: string, body: string, unixSeconds: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** A short, safe text for a failed connection (never the receiver's answer). */
function describe(err: NodeJS.ErrnoException, timeoutSeconds: number): string {
  if (err.message === 'timeout') return `no answer within ${timeoutSeconds} s`;
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'host not found';
  if (err.code === 'ECONNRESET') return 'connection reset';
  if (err.code === 'EADDRNOTALLOWED') return err.message.slice(0, 300);
  return (err.code ?? err.message ?? 'network error').slice(0, 300);
}

/** POSTs the body to the URL, signed; resolves (never rejects) with the status or the failure. */
export function postSigned(url: string, secret: string, body: string, headers: Record<string, string>, timeoutSeconds: number): Promise<AttemptResult> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: AttemptResult) => {
      if (!done) resolve(r);
      done = true;
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ status: null, error: 'not a valid URL' });
    }
    // A literal IP is connected to without a lookup: it is checked here.
    const host = hostOf(target);
    const refused = net.isIP(host) ? refusedAddress(host) : null;
    if (refused) return finish({ status: null, error: `the URL points at ${refused}` });
    const all = { ...headers, 'content-type': 'application/json', 'user-agent': 'Purlwise-Webhooks/1', 'content-length': String(Buffer.byteLength(body)),
      'purlwise-signature': signature(secret, body, Math.floor(Date.now() / 1000)) };
    const lib = target.protocol === 'https:' ? https : http;
    const req = lib.request(target, { method: 'POST', headers: all, lookup: guardedLookup }, (res) => {
      finish({ status: res.statusCode ?? 0, error: null });
      // The answer's body is not read: drained, and cut off by the timer if it never ends.
      res.resume();
    });
    const timer = setTimeout(() => req.destroy(new Error('timeout')), timeoutSeconds * 1000);
    req.on('error', (err) => finish({ status: null, error: describe(err, timeoutSeconds) }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}
