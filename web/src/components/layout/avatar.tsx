import { useState } from 'react';
import { UserIcon } from './icons';

/** A round user picture, or a neutral figure when there is none or it fails to load. Decorative: names sit beside it. */
export function Avatar({ src, className = 'h-8 w-8' }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-base-300 text-base-content/80 ${className}`}
        aria-hidden="true"
      >
        <UserIcon className="h-3/4 w-3/4" />
      </span>
    );
  }
  return <img src={src} alt="" className={`shrink-0 rounded-full object-cover ${className}`} onError={() => setFailed(src)} />;
}
