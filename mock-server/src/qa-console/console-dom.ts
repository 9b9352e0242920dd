// The QA console's page helpers (mock-server/README.md "QA console"): control API calls, the page's elements,
// table rows and cells, form fields and the status line of each card.
import type { CollectionName, RecordOf } from '../db/schema';
import { localTime, newest, timeFormat } from './console-model.js';

interface Envelope {
  code: number;
  message?: string;
  data: unknown;
}

/** One control call; answers `data` of a code-200 envelope, throws the envelope's message otherwise. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const envelope = (await (await fetch(path, init)).json()) as Envelope;
  if (envelope.code !== 200) throw new Error(envelope.message || `code ${envelope.code}`);
  // The control API's answers, typed by the contract (contract/src/mock-control.ts).
  return envelope.data as T;
}

/** Every record of a collection, a page of 1000 at a time (the db view's largest page). */
export async function all<K extends CollectionName>(name: K): Promise<RecordOf<K>[]> {
  const out: RecordOf<K>[] = [];
  for (;;) {
    const page = await api<{ total: number; list: RecordOf<K>[] }>('GET', `/__mock/db/${name}?limit=1000&offset=${out.length}`);
    out.push(...page.list);
    if (page.list.length === 0 || out.length >= page.total) return out;
  }
}

/** The newest `count` records of a collection: the last ones inserted. */
export async function newestOf<K extends CollectionName>(name: K, count: number): Promise<RecordOf<K>[]> {
  const { total } = await api<{ total: number }>('GET', `/__mock/db/${name}?limit=1`);
  const offset = Math.max(0, total - count);
  return newest((await api<{ list: RecordOf<K>[] }>('GET', `/__mock/db/${name}?limit=${count}&offset=${offset}`)).list, count);
}

export function $<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(`The page has no ${selector}`);
  return found;
}

export const result = (name: string) => $(`[data-result="${name}"]`);

export function say(name: string, text: string): void {
  const el = result(name);
  el.textContent = text;
  el.classList.remove('alert', 'alert-error');
}

export function fail(name: string, error: unknown): void {
  const el = result(name);
  el.textContent = `Refused: ${error instanceof Error ? error.message : String(error)}`;
  // daisyUI's alert pairs the error colour with its contrasting text (plain error-coloured text is too light).
  el.classList.add('alert', 'alert-error');
}

export const format = timeFormat();

/** A time in the browser's locale and zone, with the instant in `datetime` and the stored text as a hint. */
export function time(text: string | null | undefined): Node | null {
  const local = localTime(text, format);
  if (!local || !text) return null;
  const el = document.createElement('time');
  el.dateTime = local.iso;
  el.title = text;
  el.textContent = local.text;
  return el;
}

type Cell = string | number | Node | null | undefined;

/** Fills a table body with one row per item (text through textContent only: values come from the db). */
export function rows<T>(name: string, list: readonly T[], cells: (item: T) => Cell[], empty: string): void {
  const body = $<HTMLTableSectionElement>(`[data-table="${name}"]`);
  body.replaceChildren();
  if (list.length === 0) {
    const cell = body.insertRow().insertCell();
    cell.colSpan = body.closest('table')?.querySelectorAll('th').length ?? 1;
    cell.textContent = empty;
    return;
  }
  for (const item of list) {
    const row = body.insertRow();
    for (const value of cells(item)) {
      const cell = row.insertCell();
      if (value instanceof Node) cell.append(value);
      else cell.textContent = value === null || value === undefined || value === '' ? '—' : String(value);
    }
  }
}

/** Stacked lines in one cell: the first as is, the others small and muted (a time, a second name). */
export function stack(...parts: Cell[]): Node {
  const box = document.createElement('div');
  box.className = 'flex flex-col';
  parts.forEach((part, index) => {
    if (part === null || part === undefined || part === '') return;
    const line = document.createElement('span');
    if (index > 0) line.className = 'text-xs text-base-content/70';
    line.append(part instanceof Node ? part : String(part));
    box.append(line);
  });
  return box;
}

/** A row's action buttons: the visible verb, and the record it acts on for screen readers. */
export function actionButtons(actions: readonly { action: string; text: string; key: string; what: string; primary?: boolean }[]): Node {
  const box = document.createElement('div');
  box.className = 'flex flex-wrap gap-1';
  for (const { action, text, key, what, primary } of actions) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = primary ? 'btn btn-primary btn-xs' : 'btn btn-outline btn-xs';
    button.dataset.rowAction = action;
    button.dataset.key = key;
    const hidden = document.createElement('span');
    hidden.className = 'sr-only';
    hidden.textContent = ` ${what}`;
    button.append(text, hidden);
    box.append(button);
  }
  return box;
}

export const field = (form: HTMLFormElement, name: string): HTMLInputElement => {
  const el = form.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`The form has no field ${name}`);
  return el as HTMLInputElement;
};
export const value = (form: HTMLFormElement, name: string) => field(form, name).value.trim();
export const optional = (form: HTMLFormElement, name: string) => value(form, name) || undefined;
export const optionalNumber = (form: HTMLFormElement, name: string) => (value(form, name) === '' ? undefined : Number(value(form, name)));

/** The card's shared field a row action reads (the courier, a reason); focused when it must be filled first. */
export function sharedField(name: string): HTMLInputElement {
  return $<HTMLInputElement>(`[data-shared="${name}"]`);
}

export function requiredReason(name: string, what: string): string {
  const input = sharedField(name);
  const reason = input.value.trim();
  if (reason === '') {
    input.focus();
    throw new Error(`write the reason for ${what} first.`);
  }
  return reason;
}
