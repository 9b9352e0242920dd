import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FastifyInstance } from 'fastify';

/**
 * The QA console (mock-server/README.md, "QA console"): one page at /__mock/ui over the control API, styled with the
 * web's design system (Tailwind 4 + daisyUI 5, light theme, as web/src/styles.css). The stylesheet is compiled on
 * first use from the classes the page and its script use, and kept; served only with the control API on.
 */
const read = (name: string): string => readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');

/** Every token of the page and its script: Tailwind keeps the ones that are classes. */
export function classCandidates(...texts: string[]): string[] {
  return [
    ...new Set(texts.flatMap((text) => text.split(/[^a-zA-Z0-9:_\-/.[\]]+/)).filter((token) => token.length > 0 && token.length < 60)),
  ];
}

async function compileCss(html: string, script: string): Promise<string> {
  // Loaded on first use: the Tailwind compiler is a dev tool the API itself never needs.
  const { compile } = await import('@tailwindcss/node');
  const base = fileURLToPath(new URL('../../../web/src/', import.meta.url));
  const compiler = await compile(
    `@import 'tailwindcss' source(none);\n@plugin "daisyui" {\n  themes: light --default;\n  logs: false;\n}\n`,
    { base, onDependency: () => undefined },
  );
  return compiler.build(classCandidates(html, script));
}

export function registerQaConsole(app: FastifyInstance): void {
  const html = read('console.html');
  const script = read('console.js');
  let css: Promise<string> | null = null;
  app.get('/__mock/ui', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html));
  app.get('/__mock/ui/console.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );
  app.get('/__mock/ui/console.css', async (_request, reply) => {
    css ??= compileCss(html, script);
    return reply.type('text/css; charset=utf-8').send(await css);
  });
}
