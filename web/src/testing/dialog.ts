import { vi } from 'vitest';

/**
 * jsdom has no showModal/close (HTMLDialogElement is a plain element there): gives the prototype ones that behave as
 * a browser's do for what the web relies on. showModal sets the open attribute; close removes it and fires the
 * `close` event in a later task, as browsers queue it, so a test sees that event arrive after whatever the page did
 * in the meantime (React's StrictMode showing the dialog again). `closeEvents()` waits until those
 * queued events have fired; `restore()` takes both methods off the prototype again.
 */
export function emulateModalDialog() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true, writable: true });
  Object.defineProperty(HTMLDialogElement.prototype, 'close', { value: close, configurable: true, writable: true });
  return {
    showModal,
    close,
    /** Resolves once every `close` event queued so far has fired. */
    closeEvents: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    restore: () => {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    },
  };
}
