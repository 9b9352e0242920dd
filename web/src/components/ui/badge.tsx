import type { ReactNode } from 'react';

export function Badge({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <span className={`badge badge-sm badge-error text-error-content border-0 font-semibold ${className}`}>{children}</span>;
}
