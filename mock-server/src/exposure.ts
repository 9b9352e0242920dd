/**
 * What a mock listening beyond this machine exposes (mock-server/README.md, "What the mock exposes"), said at start:
 * the defaults keep it on loopback, and MOCK_HOST=0.0.0.0 must not open the control API to the network silently.
 */

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped address or in brackets) and localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name);
}

/** The warning for a host other than loopback (null for loopback), naming what anyone who reaches it can use. */
export function exposureWarning(host: string, control: boolean): string | null {
  if (isLoopbackHost(host)) return null;
  const lines = [
    `[mock] Warning: MOCK_HOST=${host} is not a loopback address, so any machine that can reach this one can use:`,
    '[mock]   - the shop API, with every seeded account and the demo password the README gives;',
  ];
  if (control) {
    lines.push(
      '[mock]   - the control API /__mock: the outbox with every sign-in, registration and password-reset code, the db',
      '[mock]     (read every address and order, change any record), reset, the clock, faults, paying and shipping orders;',
      '[mock]   - the QA console (/__mock/) and the consent and pay pages.',
      '[mock] Browsers on other sites are refused (only the web origins in MOCK_WEB_ORIGINS and the loopback web ports',
      '[mock] are allowed), but nothing stops a client that is not a browser. MOCK_CONTROL=off removes /__mock.',
    );
  }
  lines.push('[mock] Leave MOCK_HOST unset (127.0.0.1) to keep the mock on this machine.');
  return `${lines.join('\n')}\n`;
}
