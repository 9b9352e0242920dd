import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'error' | 'ghost' | 'link' | 'outline' | 'plain';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

/** How a button differs from its variant's filled look. */
export interface ButtonShape {
  /** Outlined in the variant's colour (`primary` + outline: a primary border and text on the page's background). */
  outline?: boolean;
  /** Round, for an icon alone. */
  circle?: boolean;
  /** Part of a joined group (Join): the corners that touch a neighbour are squared. */
  joined?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  neutral: 'btn-neutral',
  error: 'btn-error',
  ghost: 'btn-ghost',
  link: 'btn-link',
  outline: 'btn-outline',
  plain: '',
};
const SIZES: Record<ButtonSize, string> = { xs: 'btn-xs', sm: 'btn-sm', md: '', lg: 'btn-lg' };

/** daisyUI button classes, also for links and labels that look like buttons; `extra` adds utility classes. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '', shape: ButtonShape = {}): string {
  return [
    'btn',
    shape.outline ? 'btn-outline' : '',
    VARIANTS[variant],
    SIZES[size],
    shape.circle ? 'btn-circle' : '',
    shape.joined ? 'join-item' : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonShape {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  joined,
  outline,
  circle,
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className, { joined, outline, circle })} {...rest} />;
}
