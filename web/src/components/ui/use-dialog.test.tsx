// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulateModalDialog } from '../../testing/dialog';
import { useDialog } from './use-dialog';

let modal: ReturnType<typeof emulateModalDialog>;
afterEach(() => {
  cleanup();
  modal.restore();
});

function Probe({ open, onClose }: { open?: boolean; onClose?: () => void }) {
  const { ref, titleId } = useDialog(open);
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>Title</h2>
    </dialog>
  );
}

function WithButton() {
  const { ref } = useDialog();
  return (
    <dialog ref={ref}>
      <button type="button">Inside</button>
    </dialog>
  );
}

describe('useDialog', () => {
  it('names the dialog by its heading', () => {
    modal = emulateModalDialog();
    render(<Probe />);
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeTruthy();
  });

  it('shows a dialog while mounted and closes it on unmount, so focus can go back to the opener', () => {
    modal = emulateModalDialog();
    const { unmount } = render(<Probe />);
    expect(modal.showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
    unmount();
    expect(modal.close).toHaveBeenCalledTimes(1);
  });

  it('follows `open`: shows, closes and shows again without extra calls', () => {
    modal = emulateModalDialog();
    const { rerender } = render(<Probe open={false} />);
    expect(modal.showModal).not.toHaveBeenCalled();
    rerender(<Probe open />);
    expect(modal.showModal).toHaveBeenCalledTimes(1);
    rerender(<Probe open />);
    expect(modal.showModal).toHaveBeenCalledTimes(1);
    rerender(<Probe open={false} />);
    expect(modal.close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
    rerender(<Probe open />);
    expect(modal.showModal).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the opener when it unmounts (out of the document, the browser does not), unless moved on', async () => {
    modal = emulateModalDialog();
    const opener = document.createElement('button');
    const elsewhere = document.createElement('button');
    document.body.append(opener, elsewhere);
    opener.focus();
    // As a browser does on showModal: focus moves into the dialog, and leaves with it.
    const first = render(<WithButton />);
    screen.getByRole('button', { name: 'Inside' }).focus();
    first.unmount();
    expect(document.activeElement).toBe(document.body);
    await modal.closeEvents();
    expect(document.activeElement).toBe(opener);

    // An owner that put focus somewhere on purpose keeps it there.
    opener.focus();
    const second = render(<WithButton />);
    screen.getByRole('button', { name: 'Inside' }).focus();
    second.unmount();
    elsewhere.focus();
    await modal.closeEvents();
    expect(document.activeElement).toBe(elsewhere);
    opener.remove();
    elsewhere.remove();
  });

  // Development (`npm start`) renders inside StrictMode, which runs a new effect's cleanup and setup once more.
  it('stays open through StrictMode: no close, so no close event reaches the owner afterwards', async () => {
    modal = emulateModalDialog();
    const onClose = vi.fn();
    const { unmount } = render(
      <StrictMode>
        <Probe onClose={onClose} />
      </StrictMode>,
    );
    await modal.closeEvents();
    expect(modal.close).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
    unmount();
    expect(modal.close).toHaveBeenCalledTimes(1);
  });

  it('follows `open` inside StrictMode too', async () => {
    modal = emulateModalDialog();
    const onClose = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Probe open={false} onClose={onClose} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Probe open onClose={onClose} />
      </StrictMode>,
    );
    await modal.closeEvents();
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <StrictMode>
        <Probe open={false} onClose={onClose} />
      </StrictMode>,
    );
    await modal.closeEvents();
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
