/**
 * A card that holds a radio (checkout's address and payment method). The chosen one wears the brand's primary
 * (docs/brand.md: primary marks the main action and what is chosen) with a ring, on a light primary tint; error red is
 * kept for what went wrong, so a chosen card never reads as a mistake.
 */
export function choiceCardClass(chosen: boolean): string {
  return chosen ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'border-base-300 hover:border-primary/60';
}
