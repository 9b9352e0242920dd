/**
 * Runs async sections one after another, in call order (a mutex): the mock's check-then-write sections that span
 * an await (find an account, then insert it) stay whole under concurrent requests. Holds only its last task.
 */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
