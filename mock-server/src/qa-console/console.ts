// The QA console's page script (served as /__mock/ui/console.js; mock-server/README.md "QA console"). Browser code
// over the control API: every action calls one /__mock route and shows the state it answered. The labels, the
// actions a row offers, names and times come from console-model.ts; the page helpers, cards and actions from
// console-dom.ts, console-panels.ts and console-actions.ts.
import type { Clock } from '@contract';
import { formActions, rowActions } from './console-actions.js';
import { api, fail, format, result, say } from './console-dom.js';
import { localTime } from './console-model.js';
import { followJournal, loadClock, loadFaults, loadJournal, refreshAll } from './console-panels.js';

async function run(name: string, task: () => Promise<string>): Promise<void> {
  say(name, 'Working…');
  try {
    say(name, await task());
  } catch (error) {
    fail(name, error);
  }
}

/**
 * After a row action redraws its table the pressed button is gone: focus moves to the same record's next move, or
 * else to the card's status line, never to the top of the page. Focus the action itself moved (to the reason field
 * it asks for) stays where it is.
 */
function refocus(pressed: HTMLButtonElement, table: Element | null, key: string, name: string): void {
  const active = document.activeElement;
  if (active && active !== document.body && active !== pressed && active.isConnected) return;
  if (pressed.isConnected) return pressed.focus();
  const next = [...(table?.querySelectorAll<HTMLButtonElement>('button[data-key]') ?? [])].find((button) => button.dataset.key === key);
  (next ?? result(name)).focus();
}

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const action = formActions[form.dataset.action ?? ''];
  if (!action) return;
  event.preventDefault();
  const [name, task] = action;
  void run(name, () => task(form));
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const rowButton = target?.closest<HTMLButtonElement>('button[data-row-action]');
  if (rowButton) {
    const action = rowActions[rowButton.dataset.rowAction ?? ''];
    const key = rowButton.dataset.key ?? '';
    if (!action) return;
    const [name, task] = action;
    const table = rowButton.closest('table');
    // Once: a second click would send the move twice. A refused move leaves the row as it was, button enabled.
    rowButton.disabled = true;
    void run(name, () => task(key)).then(() => {
      rowButton.disabled = false;
      refocus(rowButton, table, key, name);
    });
    return;
  }
  const button = target?.closest<HTMLButtonElement>('button[type="button"][data-action]');
  if (!button) return;
  if (button.dataset.action === 'refresh') void run('refresh', async () => (await refreshAll(), 'Every card shows the current state.'));
  if (button.dataset.action === 'clock-real') {
    void run('clock', async () => {
      const clock = await api<Clock>('POST', '/__mock/clock', { real: true });
      await loadClock();
      return `Clock follows real time: ${localTime(clock.now, format)?.text ?? clock.now}.`;
    });
  }
  if (button.dataset.action === 'journal-clear') {
    void run('journal', async () => {
      await api('DELETE', '/__mock/requests');
      await loadJournal();
      return 'Journal emptied.';
    });
  }
  if (button.dataset.action === 'fault-clear') {
    void run('faults', async () => {
      await api('DELETE', '/__mock/faults');
      await loadFaults();
      return 'Every fault removed.';
    });
  }
});

document.addEventListener('change', (event) => {
  const input = event.target;
  if (input instanceof HTMLInputElement && input.name === 'journal-live') return followJournal();
  if (!(input instanceof HTMLInputElement) || !input.closest('[data-switches]')) return;
  void run('switches', async () => {
    const settings = await api<Record<string, unknown>>('PATCH', '/__mock/db/settings/1', { [input.name]: input.checked });
    input.checked = Boolean(settings[input.name]);
    return `${input.closest('label')?.textContent?.trim() ?? input.name}: ${settings[input.name] ? 'on' : 'off'}.`;
  });
});

document.addEventListener('visibilitychange', followJournal);

void refreshAll().catch((error: unknown) => fail('refresh', error));
followJournal();
