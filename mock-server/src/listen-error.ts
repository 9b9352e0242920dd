import { createServer } from 'node:net';

/** Start-up messages of the mock: one line that names the variable to change (mock-server/README.md, "Environment"). */

/** A port variable's value: the number, or the one-line message when it is not a port. */
export function readPort(variable: string, raw: string | undefined, fallback: number): number | string {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    return `${variable}=${raw} is not a port: use a number from 1 to 65535, or 0 for a free one.`;
  return value;
}

/** The one line for a failed listen (busy port, no permission, unknown host), naming the variable to change. */
export function listenFailure(error: unknown, where: { variable: string; port: number; host: string }): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const { variable, port, host } = where;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use: set ${variable} to a free port (${variable}=0 picks one).`;
    case 'EACCES':
      return `No permission to listen on port ${port}: set ${variable} to a port above 1023 (${variable}=0 picks one).`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `Cannot listen on host ${host}: set MOCK_HOST to an address of this machine (127.0.0.1 by default).`;
    default:
      return `Could not listen on ${host}:${port} (${error instanceof Error ? error.message : String(error)}): check ${variable} and MOCK_HOST.`;
  }
}

/**
 * Tries host:port before the seed is built (a few seconds for a large catalog), so a busy port fails at once;
 * answers the listen error, or null when the port could be bound (it is released again for the server).
 */
export function probePort(port: number, host: string): Promise<unknown> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', resolve);
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}
