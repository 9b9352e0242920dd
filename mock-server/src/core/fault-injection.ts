import { type MockState } from '../state';
import { DroppedRequest, type CoreResponse } from './core';
import { envelopeResponse } from './kit';

/**
 * The fault in force for an /api request, applied (mock-server/README.md, "Faults"; domain/faults.ts keeps them):
 * its delay first, then a `drop` rejects with {@link DroppedRequest} (the adapter cuts the connection) and a `code`
 * answers that envelope. Null when no fault matches or the one that does only delays.
 */
export async function injectFault(state: MockState, method: string, path: string): Promise<CoreResponse | null> {
  const fault = state.faults.match(method, path);
  if (!fault) return null;
  if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.drop) throw new DroppedRequest();
  if (fault.code !== undefined) return envelopeResponse(fault.code, fault.message ?? `Injected fault: code ${fault.code}`);
  return null;
}
