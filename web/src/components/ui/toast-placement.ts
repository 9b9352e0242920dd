/** A box on the screen, in CSS pixels from the window's top left corner. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where the toast stack goes: its top left corner, and the widest it may be there (its text wraps). */
export interface ToastPlace {
  top: number;
  left: number;
  maxWidth: number;
}

/** Room kept between the stack and a dialog's box or the window's edge. */
const GAP = 8;
/** The narrowest column beside a dialog worth showing a message in. */
const MIN_SIDE_WIDTH = 200;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Where the toasts cover nothing of an open modal dialog's box (`dialog`, null when none is open): their usual place,
 * centred `top` px from the window's top, when it is clear of the box; else above the box, below it, or in a column
 * beside it, in that order. When none of these has room, the top of the window: a dialog that fills the window
 * leaves nowhere else.
 */
export function placeToasts(
  stack: { width: number; height: number },
  view: { width: number; height: number },
  top: number,
  dialog: Box | null,
): ToastPlace {
  const centred = (at: number, width = stack.width): ToastPlace => ({
    top: at,
    left: Math.max(GAP, (view.width - width) / 2),
    maxWidth: Math.min(width, view.width - 2 * GAP),
  });
  const usual = centred(top);
  if (!dialog || !overlaps({ ...usual, width: stack.width, height: stack.height }, dialog)) return usual;
  const above = dialog.top - GAP - stack.height;
  if (above >= GAP) return centred(above);
  const below = dialog.top + dialog.height + GAP;
  if (below + stack.height <= view.height - GAP) return centred(below);
  const right = view.width - (dialog.left + dialog.width) - 2 * GAP;
  if (right >= Math.min(stack.width, MIN_SIDE_WIDTH)) {
    return { top: GAP, left: dialog.left + dialog.width + GAP, maxWidth: Math.min(stack.width, right) };
  }
  const left = dialog.left - 2 * GAP;
  if (left >= Math.min(stack.width, MIN_SIDE_WIDTH)) {
    const width = Math.min(stack.width, left);
    return { top: GAP, left: dialog.left - GAP - width, maxWidth: width };
  }
  return centred(GAP);
}
