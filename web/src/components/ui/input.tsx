import type { InputHTMLAttributes, ReactNode } from 'react';

/** daisyUI text input; `joined` squares the corners that touch a neighbouring button. */
export function TextInput({ className = '', joined, ...rest }: InputHTMLAttributes<HTMLInputElement> & { joined?: boolean }) {
  return <input className={`input ${joined ? 'join-item' : ''} ${className}`} {...rest} />;
}

export function Join({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`join ${className}`}>{children}</div>;
}
