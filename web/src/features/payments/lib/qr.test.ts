import { describe, expect, it } from 'vitest';
import { encodeQr } from './qr';

/** Reads the 15 format bits around the top-left finder (ISO/IEC 18004 §7.9) and returns the mask they name. */
function maskOf(matrix: boolean[][]): { level: number; mask: number } {
  const at = (x: number, y: number) => (matrix[y]?.[x] ? 1 : 0);
  const positions: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  let bits = 0;
  positions.forEach(([x, y], i) => {
    bits |= at(x, y) << i;
  });
  const data = (bits ^ 0x5412) >>> 10;
  return { level: data >>> 3, mask: data & 7 };
}

describe('QR encoder', () => {
  it('picks the smallest version for the text', () => {
    expect(encodeQr('hello')?.length).toBe(21);
    expect(encodeQr('weixin://wxpay/bizpayurl?pr=abcDEF1234567890XYZabc')?.length).toBe(33);
    expect(encodeQr('x'.repeat(300))).toBeNull();
  });

  it('draws the finder, timing and dark modules, and level M format bits', () => {
    const matrix = encodeQr('weixin://wxpay/bizpayurl?pr=abc');
    if (!matrix) throw new Error('no symbol');
    const size = matrix.length;
    for (const [ox, oy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(matrix[oy]?.slice(ox, ox + 7)).toEqual([true, true, true, true, true, true, true]);
      expect(matrix[oy + 1]?.slice(ox, ox + 7)).toEqual([true, false, false, false, false, false, true]);
      expect(matrix[oy + 3]?.slice(ox, ox + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    for (let i = 8; i < size - 8; i += 1) expect(matrix[6]?.[i]).toBe(i % 2 === 0);
    expect(matrix[size - 8]?.[8]).toBe(true);
    const format = maskOf(matrix);
    expect(format.level).toBe(0);
    expect(format.mask).toBeGreaterThanOrEqual(0);
  });

  it('is deterministic', () => {
    expect(encodeQr('PT2026')).toEqual(encodeQr('PT2026'));
  });
});
