import { mockControlContract } from '@contract';
import { collectionSchemas, isCollectionName, type CollectionName } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import { REDACTED, SECRET_FIELD_NAME } from '../domain/secrets';
import { describeZodError } from '../domain/validation';
import { type MockState } from '../state';
import { handlers, ok } from './kit';
import { orderControls } from './orders';
import { paymentControls } from './payments';
import { refundControls } from './refunds';
import { settleInControls } from './settle-in';
import { snapshotControls } from './snapshots';

/**
 * Fields the db view never shows (mock-server/README.md, "What the mock exposes"): password hashes, and the
 * payment provider's secret of an attempt (a Stripe client secret, a PayPal token) with the pay address that holds it.
 */
const SECRET_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  users: ['passwordHash'],
  masterOrders: ['paymentRef', 'redirect'],
};
function isSecretField(collection: CollectionName, field: string): boolean {
  // Any field named like a secret, in whichever collection, is redacted too.
  return (SECRET_FIELDS[collection] ?? []).includes(field) || SECRET_FIELD_NAME.test(field);
}

/** A record as the db view shows it: a secret field set is "[redacted]", an empty one stays null. */
function redacted(collection: CollectionName, record: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    out[field] = value !== null && value !== undefined && isSecretField(collection, field) ? REDACTED : value;
  }
  return out;
}

export function mockControlRouter(state: MockState, defaultSeed: number, onReset: () => void) {
  return handlers(mockControlContract, {
    ...paymentControls(state),
    ...orderControls(state),
    ...settleInControls(state),
    ...refundControls(state),
    ...snapshotControls(state, onReset),
    reset: async ({ body }) => {
      const started = performance.now();
      const seed = body?.seed ?? defaultSeed;
      await state.reset(seed);
      onReset();
      return ok({ seed, ms: Math.round(performance.now() - started) }, 'Reset');
    },
    outbox: async ({ query }) => ok(state.outbox.list(query.to)),
    listRequests: async ({ query }) => ok(state.journal.list(query)),
    clearRequests: async () => {
      state.journal.clear();
      return ok(null, 'Cleared');
    },
    getClock: async () => ok(state.clock.state()),
    setClock: async ({ body }) => {
      if (body.real) state.clock.real();
      if (body.now !== undefined) state.clock.fix(body.now);
      if (body.advanceMs !== undefined) state.clock.advance(body.advanceMs);
      return ok(state.clock.state());
    },
    addFault: async ({ body }) => ok({ id: state.faults.add(body) }),
    listFaults: async () => ok(state.faults.list()),
    clearFaults: async () => {
      state.faults.clear();
      return ok(null);
    },
    listCollection: async ({ params, query }) => {
      const name = params.collection;
      if (!isCollectionName(name)) throw notFound(`Unknown collection: ${name}`);
      const all = state.db.all(name);
      const list = all.slice(query.offset, query.offset + query.limit).map((r) => redacted(name, r));
      return ok({ total: all.length, list });
    },
    patchRecord: async ({ params, body }) => {
      const name = params.collection;
      if (!isCollectionName(name)) throw notFound(`Unknown collection: ${name}`);
      const current = state.db.byId(name, params.id);
      if (!current) throw notFound(`${name} ${params.id} does not exist`);
      if ('id' in body && body.id !== params.id) throw badRequest('id: The id of a record cannot be changed');
      const secret = Object.keys(body).find((field) => isSecretField(name, field));
      if (secret) throw badRequest(`${secret}: A secret field cannot be changed through the db view`);
      const schema = collectionSchemas[name];
      const parsed = schema.safeParse({ ...current, ...body });
      if (!parsed.success) throw badRequest(describeZodError(parsed.error, name));
      const next = await state.db.update(name, params.id, (draft) => {
        Object.assign(draft, parsed.data);
      });
      return ok(redacted(name, next), 'Updated');
    },
  });
}
