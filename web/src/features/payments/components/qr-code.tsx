import { useMemo } from 'react';
import { encodeQr } from '../lib/qr';

/**
 * A QR code drawn as SVG (no image request, crisp at any zoom), announced as one image with its label; the
 * encoded text is also printed under it for readers who cannot scan.
 */
export function QrCode({ value, label, linkLabel }: { value: string; label: string; linkLabel: string }) {
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
        >
          <path d={path} fill="#000" />
        </svg>
      ) : null}
      <figcaption className="mt-2 max-w-[16rem] text-xs text-base-content/70">
        {linkLabel}:{' '}
        <span className="font-mono break-all" data-testid="wechat-code-url">
          {value}
        </span>
      </figcaption>
    </figure>
  );
}
