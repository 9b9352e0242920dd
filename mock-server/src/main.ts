import { buildServer } from './server';

const env = process.env;
const port = Number(env.MOCK_PORT ?? 8080);
const host = env.MOCK_HOST ?? '127.0.0.1';

const app = await buildServer({
  seed: Number(env.MOCK_SEED ?? 1),
  products: Number(env.MOCK_PRODUCTS ?? 300),
  clock: env.MOCK_CLOCK || undefined,
  control: env.MOCK_CONTROL !== 'off',
  stateFile: env.MOCK_STATE_FILE || undefined,
  log: env.MOCK_LOG === '1' || env.MOCK_LOG === 'true',
  publicUrl: env.MOCK_PUBLIC_URL || undefined,
});

const address = await app.listen({ port, host });
const url = new URL(address);
process.stdout.write(`Mock API ready at http://${host}:${url.port}\n`);

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
