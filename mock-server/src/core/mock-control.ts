import { mockControlContract } from '@contract';
import { collectionSchemas, isCollectionName } from '../db/schema';
import { badRequest, notFound } from '../domain/errors';
import { describeZodError } from '../domain/validation';
import { type MockState } from '../state';
import { handlers, ok } from './kit';
import { orderControls } from './orders';
import { paymentControls } from './payments';
import { refundControls } from './refunds';
import { settleInControls } from './settle-in';

export function mockControlRouter(state: MockState, defaultSeed: number, onReset: () => void) {
  return handlers(mockControlContract, {
    ...paymentControls(state),
    ...orderControls(state),
    ...settleInControls(state),
    ...refundControls(state),
    reset: async ({ body }) => {
      const started = performance.now();
      const seed = body?.seed ?? defaultSeed;
      await state.reset(seed);
      onReset();
      return ok({ seed, ms: Math.round(performance.now() - started) }, 'Reset');
    },
    outbox: async ({ query }) => ok(state.outbox.list(query.to)),
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
      if (!isCollectionName(params.collection)) throw notFound(`Unknown collection: ${params.collection}`);
      const all = state.db.all(params.collection);
      const list = all.slice(query.offset, query.offset + query.limit).map((r) => ({ ...r }) as Record<string, unknown>);
      return ok({ total: all.length, list });
    },
    patchRecord: async ({ params, body }) => {
      const name = params.collection;
      if (!isCollectionName(name)) throw notFound(`Unknown collection: ${name}`);
      const current = state.db.byId(name, params.id);
      if (!current) throw notFound(`${name} ${params.id} does not exist`);
      if ('id' in body && body.id !== params.id) throw badRequest('id: The id of a record cannot be changed');
      const schema = collectionSchemas[name];
      const parsed = schema.safeParse({ ...current, ...body });
      if (!parsed.success) throw badRequest(describeZodError(parsed.error, name));
      const next = await state.db.update(name, params.id, (draft) => {
        Object.assign(draft, parsed.data);
      });
      return ok({ ...next } as Record<string, unknown>, 'Updated');
    },
  });
}
