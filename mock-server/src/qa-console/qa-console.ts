import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FastifyInstance } from 'fastify';

/**
 * The QA console (mock-server/README.md, "QA console"): one page at /__mock/ui over the control API, in the
 * storefront's design system: Tailwind 4 with daisyUI and the Tidewell theme, imported from web/src/theme.css, the
 * one file the web's styles.css imports too. Its scripts are TypeScript (console.ts, the page, with its helpers, cards and
 * actions in console-dom.ts, console-panels.ts and console-actions.ts; console-model.ts, its pure logic), stripped of their types for the browser on first use, as the stylesheet is compiled on first use from the classes
 * the page and its scripts use; both are kept. Served only with the control API on.
 */
const read = (name: string): string => readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');

/** The browser modules: the page script (console.ts) and the modules it imports (`./console-dom.js` and the others). */
const SCRIPTS = {
  'console.js': 'console.ts',
  'console-actions.js': 'console-actions.ts',
  'console-panels.js': 'console-panels.ts',
  'console-dom.js': 'console-dom.ts',
  'console-model.js': 'console-model.ts',
} as const;
type ScriptName = keyof typeof SCRIPTS;

/** Every token of the page and its scripts: Tailwind keeps the ones that are classes. */
export function classCandidates(...texts: string[]): string[] {
  return [
    ...new Set(texts.flatMap((text) => text.split(/[^a-zA-Z0-9:_\-/.[\]]+/)).filter((token) => token.length > 0 && token.length < 60)),
  ];
}

/** The console's stylesheet entry: the web's design system file (web/src/theme.css), classes from the page only. */
export const CONSOLE_CSS = `@import 'tailwindcss' source(none);\n@import './theme.css';\n`;

async function compileCss(texts: string[]): Promise<string> {
  // Loaded on first use: the Tailwind compiler is a dev tool the API itself never needs.
  const { compile } = await import('@tailwindcss/node');
  const base = fileURLToPath(new URL('../../../web/src/', import.meta.url));
  const compiler = await compile(CONSOLE_CSS, { base, onDependency: () => undefined });
  return compiler.build(classCandidates(...texts));
}

/** TypeScript to a browser module: types stripped, imports kept as written (`./console-model.js`). */
export async function transpile(source: string, file: string): Promise<string> {
  // Vite's Oxc transform, loaded on first use as the Tailwind compiler (a dev tool; about 50 times quicker to load
  // than the TypeScript compiler).
  const { transformWithOxc } = await import('vite');
  return (await transformWithOxc(source, file, { lang: 'ts', target: 'es2022', sourcemap: false })).code;
}

/** Built once per process (the files do not change while it runs), whichever server asks first. */
const scripts = new Map<ScriptName, Promise<string>>();
let css: Promise<string> | null = null;

export function registerQaConsole(app: FastifyInstance): void {
  const html = read('console.html');
  const sources = Object.fromEntries(Object.entries(SCRIPTS).map(([name, file]) => [name, read(file)])) as Record<ScriptName, string>;
  app.get('/__mock/ui', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html));
  for (const name of Object.keys(SCRIPTS) as ScriptName[]) {
    app.get(`/__mock/ui/${name}`, async (_request, reply) => {
      const script = scripts.get(name) ?? transpile(sources[name], SCRIPTS[name]);
      scripts.set(name, script);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await script);
    });
  }
  app.get('/__mock/ui/console.css', async (_request, reply) => {
    css ??= compileCss([html, ...Object.values(sources)]);
    return reply.type('text/css; charset=utf-8').send(await css);
  });
}
