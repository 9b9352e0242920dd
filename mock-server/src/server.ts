/** The HTTP server is the Fastify adapter over the mock's core (docs/adr/0013-mock-core-and-adapters.md). */
export { buildServer, type BuildOptions } from './adapters/fastify';
