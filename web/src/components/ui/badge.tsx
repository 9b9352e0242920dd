import type { ReactNode } from 'react';

export type BadgeTone = 'plain' | 'primary' | 'ghost' | 'success' | 'warning' | 'error';

const TONES: Record<BadgeTone, string> = {
  plain: '',
  primary: 'badge-primary',
  ghost: 'badge-ghost',
  success: 'badge-success',
  warning: 'badge-warning',
  error: 'badge-error',
};
const SIZES = { sm: 'badge-sm', md: '', lg: 'badge-lg' } as const;

export interface BadgeLook {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  /** The tone's border and text on no fill. */
  outline?: boolean;
  /** Turns primary under the pointer (a keyword chip that is a link). */
  hoverPrimary?: boolean;
}

/** daisyUI badge classes (a label, a status, a chip); `extra` adds utility classes. */
export function badgeClass({ tone = 'plain', size = 'md', outline, hoverPrimary }: BadgeLook = {}, extra = ''): string {
  return ['badge', outline ? 'badge-outline' : '', TONES[tone], SIZES[size], hoverPrimary ? 'hover:badge-primary' : '', extra]
    .filter(Boolean)
    .join(' ');
}

/** A small red count or flag (the header's cart count, the default address). */
export function Badge({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span className={badgeClass({ tone: 'error', size: 'sm' }, `border-0 font-semibold text-error-content ${className}`)}>{children}</span>
  );
}
