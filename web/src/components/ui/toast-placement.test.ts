import { describe, expect, it } from 'vitest';
import { placeToasts, type Box } from './toast-placement';

const view = { width: 1366, height: 768 };
const stack = { width: 330, height: 48 };
const inside = (place: { top: number; left: number; maxWidth: number }, box: Box) =>
  place.left < box.left + box.width &&
  box.left < place.left + place.maxWidth &&
  place.top < box.top + box.height &&
  box.top < place.top + stack.height;

describe('placeToasts', () => {
  it('keeps the usual place under the header without a dialog, or when the dialog is clear of it', () => {
    expect(placeToasts(stack, view, 180, null)).toEqual({ top: 180, left: (1366 - 330) / 2, maxWidth: 330 });
    expect(placeToasts(stack, view, 180, { top: 400, left: 500, width: 360, height: 200 }).top).toBe(180);
  });

  it("moves off the sign-in modal's box, whose phone field sits where the toast usually goes", () => {
    // The sign-in modal at 1366x768: 880 px wide, 5vh from the top, about 560 px high.
    const modal: Box = { top: 38, left: 243, width: 880, height: 560 };
    const place = placeToasts(stack, view, 180, modal);
    expect(inside(place, modal)).toBe(false);
    expect(place.top).toBe(38 + 560 + 8);
    // A taller panel (registration) leaves no room above or below: a column beside the box.
    const tall: Box = { top: 38, left: 243, width: 880, height: 720 };
    const beside = placeToasts(stack, view, 180, tall);
    expect(inside(beside, tall)).toBe(false);
    expect(beside.left).toBe(243 + 880 + 8);
    expect(beside.maxWidth).toBeLessThanOrEqual(1366 - 243 - 880 - 16);
  });

  it('goes above a centred dialog when there is room there', () => {
    const dialog: Box = { top: 150, left: 363, width: 640, height: 500 };
    const place = placeToasts(stack, view, 180, dialog);
    expect(place.top).toBe(150 - 8 - 48);
    expect(inside(place, dialog)).toBe(false);
  });
});
