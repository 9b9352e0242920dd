import { type OutboxMessage } from '@contract';

/** Every email and SMS the mock "sends". Newest first on read. */
export class Outbox {
  private readonly messages: OutboxMessage[] = [];

  push(message: OutboxMessage): void {
    this.messages.push(message);
    if (this.messages.length > 1000) this.messages.shift();
  }

  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
  }

  /** Every message, oldest first (copies), for a snapshot (core/snapshots.ts). */
  dump(): OutboxMessage[] {
    return this.messages.map((m) => ({ ...m }));
  }

  load(messages: readonly OutboxMessage[]): void {
    this.messages.length = 0;
    for (const m of messages.slice(-1000)) this.messages.push({ ...m });
  }

  clear(): void {
    this.messages.length = 0;
  }
}
