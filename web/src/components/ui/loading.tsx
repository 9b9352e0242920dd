const SIZES = { xs: 'loading-xs', sm: 'loading-sm', md: 'loading-md', lg: 'loading-lg' } as const;

/** daisyUI's spinner, decorative: the busy state is said by the button or status it sits in. */
export function Loading({ size, className = '' }: { size: keyof typeof SIZES; className?: string }) {
  return <span className={`loading loading-spinner ${SIZES[size]} ${className}`} aria-hidden="true" />;
}
