/**
 * The one rule for a request's Host (and a proxy's X-Forwarded-Host), shared by the mock and the production server:
 * both paste it into URLs they answer with (the mock's absolute picture URLs; the server's canonical, hreflang, Open
 * Graph and sitemap URLs without PUBLIC_ORIGIN), so anything but a host name with an optional port is refused before
 * it gets there. docs/backend-wire.md, "Absolute URLs".
 *
 * A host is an IPv6 address in brackets, or dot-separated labels (an IPv4 address, or a name) of letters, digits,
 * `-`, `_` and `~`, each label 1 to 63 characters and not beginning or ending with `-` (a final `.` is allowed);
 * then an optional `:port` from 0 to 65535. Answers what is wrong, naming `header`, or null when it may be used.
 */
export function hostProblem(host: string, header = 'Host'): string | null {
  const problem = (text: string) => `${header}: ${text}`;
  const notHost = problem(
    'Not a valid host name (letters, digits, "-", "_", an IPv4 address or an IPv6 one in brackets, then an optional :port)',
  );
  if (host.length === 0) return problem('The header is empty');
  if (host.length > 255) return problem('The header is too long (at most 255 characters)');
  if (/^\[[^\]]*$/.test(host) || /^[^[]*\]/.test(host)) return problem('The header has an unbalanced bracket');
  const parts = /^(\[[^\]]*\]|[^:[\]]*)(?::([^:]*))?$/.exec(host);
  if (!parts) return notHost;
  const [, name = '', port] = parts;
  if (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) > 65_535)) return problem('The port must be a number from 0 to 65535');
  const bracketed = name.startsWith('[');
  if (bracketed ? !/^\[[0-9A-Fa-f:.]+\]$/.test(name) : !LABELS.test(name)) return notHost;
  try {
    // An address the URL parser refuses ([::::1], 999.1.1.1) would make the request's URL throw later.
    new URL(`http://${name}/`);
  } catch {
    return notHost;
  }
  return null;
}

const LABEL = '[A-Za-z0-9_~](?:[A-Za-z0-9_~-]{0,61}[A-Za-z0-9_~])?';
const LABELS = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
