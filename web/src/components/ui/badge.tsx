import type { ReactNode } from 'react';

export function Badge({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <span className={`badge border-0 badge-sm font-semibold text-error-content badge-error ${className}`}>{children}</span>;
}
