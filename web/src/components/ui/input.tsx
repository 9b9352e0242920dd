import type { InputHTMLAttributes, ReactNode } from 'react';

type ControlSize = 'xs' | 'sm' | 'md';

export interface ControlLook {
  size?: ControlSize;
  /** Marked as invalid (red border). */
  invalid?: boolean;
  /** Part of a joined group (Join). */
  joined?: boolean;
}

function control(base: string, { size = 'md', invalid, joined }: ControlLook, extra: string): string {
  return [base, size === 'md' ? '' : `${base}-${size}`, invalid ? `${base}-error` : '', joined ? 'join-item' : '', extra]
    .filter(Boolean)
    .join(' ');
}

/** daisyUI text input classes. */
export function inputClass(look: ControlLook = {}, extra = ''): string {
  return control('input', look, extra);
}

/** daisyUI select classes. */
export function selectClass(look: ControlLook = {}, extra = ''): string {
  return control('select', look, extra);
}

/** daisyUI textarea classes. */
export function textareaClass(look: ControlLook = {}, extra = ''): string {
  return control('textarea', look, extra);
}

export interface ToggleLook {
  size?: 'sm' | 'md';
  /** Checked in the brand's primary colour. */
  primary?: boolean;
}

function toggle(base: string, { size = 'md', primary }: ToggleLook, extra: string): string {
  return [base, size === 'sm' ? `${base}-sm` : '', primary ? `${base}-primary` : '', extra].filter(Boolean).join(' ');
}

/** daisyUI checkbox classes. */
export function checkboxClass(look: ToggleLook = {}, extra = ''): string {
  return toggle('checkbox', look, extra);
}

/** daisyUI radio classes. */
export function radioClass(look: ToggleLook = {}, extra = ''): string {
  return toggle('radio', look, extra);
}

/** daisyUI text input; `joined` squares the corners that touch a neighbouring button. */
export function TextInput({ className = '', joined, ...rest }: InputHTMLAttributes<HTMLInputElement> & { joined?: boolean }) {
  return <input className={inputClass({ joined }, className)} {...rest} />;
}

/** A row of controls with shared borders (an input and its button, a segmented choice). */
export function Join({
  children,
  className = '',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  role?: string;
  'aria-label'?: string;
}) {
  return (
    <div className={`join ${className}`} {...rest}>
      {children}
    </div>
  );
}
