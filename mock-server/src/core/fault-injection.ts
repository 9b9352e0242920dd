import { type ActiveFault } from '../domain/faults';
import { DroppedRequest, type CoreResponse } from './core';
import { envelopeResponse } from './kit';

/**
 * Applies the fault in force for an /api request (mock-server/README.md, "Faults"; domain/faults.ts keeps them and
 * matches them): its delay first, then a `drop` rejects with {@link DroppedRequest} (the adapter cuts the
 * connection) and a `code` answers that envelope. Null when the fault only delays. The core calls it only when a
 * fault matches, so a request without one awaits nothing more.
 */
export async function injectFault(fault: ActiveFault): Promise<CoreResponse | null> {
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.drop) throw new DroppedRequest();
  if (fault.code !== undefined) return envelopeResponse(fault.code, fault.message ?? `Injected fault: code ${fault.code}`);
  return null;
}
