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

  clear(): void {
    this.messages.length = 0;
  }
}
