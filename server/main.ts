import { readSettings, startWarnings } from './config';
import { buildStorefrontServer } from './app';

/**
 * `npm run serve`: the production server over `npm run build`'s output (docs/deploying.md). SIGTERM and SIGINT
 * stop taking connections, let the requests in flight finish, then exit.
 */
function settingsOrExit() {
  try {
    return readSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const settings = settingsOrExit();
for (const warning of startWarnings(settings)) console.warn(warning);
const app = await buildStorefrontServer(settings);
try {
  await app.listen({ host: settings.host, port: settings.port });
} catch (error) {
  const busy = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
  console.error(busy ? `SERVER_PORT ${settings.port} is in use` : String(error));
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : settings.port;
console.log(`Storefront server ready at http://${settings.host}:${port} (API: ${settings.apiUpstream})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
