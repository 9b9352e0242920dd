export interface LinkLook {
  /** Underlined only under the pointer. */
  hover?: boolean;
  /** In the brand's primary colour. */
  primary?: boolean;
  /** Only the hover underline, without the link's own colour and cursor (a card's title). */
  hoverOnly?: boolean;
}

/** daisyUI link classes for a text link (or a button that reads as one); `extra` adds utility classes. */
export function linkClass({ hover, primary, hoverOnly }: LinkLook = {}, extra = ''): string {
  if (hoverOnly) return ['link-hover', extra].filter(Boolean).join(' ');
  return ['link', hover ? 'link-hover' : '', primary ? 'link-primary' : '', extra].filter(Boolean).join(' ');
}
