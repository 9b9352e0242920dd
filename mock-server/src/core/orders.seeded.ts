import { type FastifyInstance } from 'fastify';
import { type RecordOf } from '../db/schema';
import { records } from '../test-support';

type StoreOrder = RecordOf<'storeOrders'>;

/** Every master order of the state (test support of the orders tests). */
export const masterOrders = async (app: FastifyInstance) => await records(app, 'masterOrders', { limit: 1000 });
/** Every merchant order of the state. */
export const storeOrders = async (app: FastifyInstance) => await records(app, 'storeOrders', { limit: 1000 });

/** The seeded orders of the demo shopper, by state (mock-server/README.md "Orders"). */
export async function seededOrders(app: FastifyInstance) {
  const all = await storeOrders(app);
  const pick = (predicate: (o: StoreOrder) => boolean) => {
    const found = all.find(predicate);
    if (!found) throw new Error('seed: an order is missing');
    return found;
  };
  const unpaidMaster = (await masterOrders(app)).find((m) => !m.paid && !m.isCancel);
  if (!unpaidMaster) throw new Error('seed: no unpaid master');
  return {
    unpaidMaster,
    awaitingShipment: pick((o) => o.paid && o.status === 0),
    shipped: pick((o) => o.status === 1),
    completed: pick((o) => o.status === 3),
    cancelled: pick((o) => o.status === 9),
  };
}
