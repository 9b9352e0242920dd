/** The Network Information API's fields read here (Chromium only; other browsers have no navigator.connection). */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * docs/storefront.md, Limits: prefetching on hover or when a link comes into view is skipped when the shopper asked to save data or
 * the connection is 2g: there, fetching what may never be opened slows down what is.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined = readConnection()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

function readConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined' || !('connection' in navigator)) return undefined;
  const connection: unknown = navigator.connection;
  return typeof connection === 'object' && connection !== null ? (connection as ConnectionInfo) : undefined;
}
