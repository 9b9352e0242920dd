import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'neutral' | 'ghost' | 'link' | 'outline';
export type ButtonSize = 'xs' | 'sm' | 'md';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  neutral: 'btn-neutral',
  ghost: 'btn-ghost',
  link: 'btn-link',
  outline: 'btn-outline',
};
const SIZES: Record<ButtonSize, string> = { xs: 'btn-xs', sm: 'btn-sm', md: '' };

/** daisyUI button classes, also for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return ['btn', VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Part of a joined group (e.g. an input with its submit button). */
  joined?: boolean;
}

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', joined, ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, `${joined ? 'join-item' : ''} ${className}`.trim())} {...rest} />;
}
