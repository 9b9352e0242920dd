import { useMemo } from 'react';
import { encodeQr } from '../lib/qr';

/**
 * A QR code drawn as SVG (no image request, crisp at any zoom), announced as one image with its label. The encoded
 * text is not printed (a payment address means nothing to a reader); a text too long to encode shows `unreadable`.
 */
export function QrCode({ value, label, unreadable }: { value: string; label: string; unreadable: string }) {
  const matrix = useMemo(() => encodeQr(value), [value]);
  const size = matrix?.length ?? 0;
  const quiet = 4;
  const path = useMemo(() => {
    if (!matrix) return '';
    let d = '';
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + quiet} ${y + quiet}h1v1h-1z`;
      }),
    );
    return d;
  }, [matrix]);
  return (
    <figure className="mx-auto my-4 w-fit">
      {matrix ? (
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${size + quiet * 2} ${size + quiet * 2}`}
          width={200}
          height={200}
          shapeRendering="crispEdges"
          className="mx-auto bg-white"
          data-testid="wechat-qr"
          data-value={value}
        >
          <path d={path} fill="#000" />
        </svg>
      ) : (
        <p role="alert" className="max-w-[16rem] text-sm text-error">
          {unreadable}
        </p>
      )}
    </figure>
  );
}
