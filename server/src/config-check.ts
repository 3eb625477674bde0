/** Settings the server refuses to start with: main.ts prints the message and exits non-zero. */

/** A setting or situation the server cannot run with; its message says what to change. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Host names that mean "this machine": a link to them in a mail leads nowhere for the person who reads it. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '::' || host === '0.0.0.0'
    || /^127\.\d+\.\d+\.\d+$/.test(host) || /^::ffff:127\./.test(host);
}

/**
 * In production, PUBLIC_URL must be the public origin: password-reset mails link to `$PUBLIC_URL/reset-password`, and
 * with PUBLIC_URL unset (its default is http://localhost:$PORT) or on this machine every link mailed was dead.
 * Throws a StartupError naming the problem; outside production (NODE_ENV) the default stays, for development.
 */
export function checkProductionConfig(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const raw = (env.PUBLIC_URL ?? '').trim();
  const help = 'set PUBLIC_URL to the origin people reach Purlwise at, such as https://purlwise.example (password-reset mails link to it)';
  if (raw === '') throw new StartupError(`PUBLIC_URL is not set: ${help}`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`PUBLIC_URL ${JSON.stringify(raw)} is not a URL: ${help}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new StartupError(`PUBLIC_URL ${raw} is not an http(s) URL: ${help}`);
  if (isLocalHost(url.hostname)) throw new StartupError(`PUBLIC_URL ${raw} points at this machine (${url.hostname}), so mailed links would be dead: ${help}`);
}

/** The message of a failed listen: the port is in use, or may not be used, instead of a stack. */
export function listenError(err: NodeJS.ErrnoException, port: number, host: string): Error {
  if (err.code === 'EADDRINUSE') return new StartupError(`port ${port} is in use (on ${host}): stop what listens there, or set PORT to a free port`);
  if (err.code === 'EACCES') return new StartupError(`port ${port} may not be used by this user (on ${host}): set PORT to a port above 1023`);
  if (err.code === 'EADDRNOTAVAIL') return new StartupError(`address ${host} is not one of this machine's (port ${port}): set HOST`);
  return err;
}
