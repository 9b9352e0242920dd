// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialog } from './use-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Probe({ open }: { open?: boolean }) {
  const { ref, titleId } = useDialog(open);
  return (
    <dialog ref={ref} aria-labelledby={titleId}>
      <h2 id={titleId}>Title</h2>
    </dialog>
  );
}

// jsdom has no showModal/close: give the prototype ones that keep the open attribute, as a browser does.
function fakeModal() {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true, writable: true });
  Object.defineProperty(HTMLDialogElement.prototype, 'close', { value: close, configurable: true, writable: true });
  return { showModal, close };
}

describe('useDialog', () => {
  it('names the dialog by its heading', () => {
    render(<Probe />);
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeTruthy();
  });

  it('shows a dialog while mounted and closes it on unmount, so focus can go back to the opener', () => {
    const { showModal, close } = fakeModal();
    const { unmount } = render(<Probe />);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('follows `open`: shows, closes and shows again without extra calls', () => {
    const { showModal, close } = fakeModal();
    const { rerender } = render(<Probe open={false} />);
    expect(showModal).not.toHaveBeenCalled();
    rerender(<Probe open />);
    expect(showModal).toHaveBeenCalledTimes(1);
    rerender(<Probe open />);
    expect(showModal).toHaveBeenCalledTimes(1);
    rerender(<Probe open={false} />);
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
    rerender(<Probe open />);
    expect(showModal).toHaveBeenCalledTimes(2);
  });
});
