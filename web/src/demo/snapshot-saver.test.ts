import { describe, expect, it, vi } from 'vitest';
import { createSnapshotSaver } from './snapshot-saver';

/** A `later` that runs its tasks only when the test says so, as the worker's next task would. */
function manualLater() {
  const tasks: (() => void)[] = [];
  return {
    later: (run: () => void) => void tasks.push(run),
    runTasks: () => tasks.splice(0).forEach((run) => run()),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSnapshotSaver', () => {
  it('writes nothing while the request that changed the state is still running, then once for the whole burst', async () => {
    const write = vi.fn(() => Promise.resolve());
    const { later, runTasks } = manualLater();
    const saver = createSnapshotSaver(write, later);
    saver.changed();
    saver.changed();
    saver.changed();
    await flush();
    expect(write).not.toHaveBeenCalled();
    runTasks();
    await saver.settled();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes once more for changes made during a write, never two writes at once', async () => {
    let finish: () => void = () => undefined;
    let running = 0;
    let most = 0;
    const write = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          finish = () => {
            running -= 1;
            resolve();
          };
        }),
    );
    const { later, runTasks } = manualLater();
    const saver = createSnapshotSaver(write, later);
    saver.changed();
    runTasks();
    await flush();
    expect(write).toHaveBeenCalledTimes(1);
    const done = vi.fn();
    void saver.settled().then(done);
    saver.changed();
    saver.changed();
    finish();
    await flush();
    expect(write).toHaveBeenCalledTimes(2);
    expect(done).not.toHaveBeenCalled();
    finish();
    await flush();
    expect(done).toHaveBeenCalled();
    expect(most).toBe(1);
  });

  it('settles at once when nothing changed, and keeps saving after a failed write', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const write = vi.fn().mockRejectedValueOnce(new Error('QuotaExceededError')).mockResolvedValue(undefined);
    const saver = createSnapshotSaver(write);
    await expect(saver.settled()).resolves.toBeUndefined();
    saver.changed();
    await saver.settled();
    expect(warn).toHaveBeenCalledWith('demo: could not save the mock state', expect.any(Error));
    saver.changed();
    await saver.settled();
    expect(write).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
