/**
 * sliderImage is a JSON array inside a string (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). Older data also holds a comma-separated
 * list or a single URL; anything unreadable falls back to the main image. Duplicates and blanks are dropped.
 */
export function parseSliderImages(raw: string | null | undefined, fallback?: string | null): string[] {
  let list: unknown[] = [];
  const text = (raw ?? '').trim();
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) list = parsed;
    } catch {
      list = [];
    }
  } else if (text !== '') {
    list = text.split(',');
  }
  const urls = list
    .filter((item): item is string => typeof item === 'string')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  const unique = [...new Set(urls)];
  if (unique.length === 0 && fallback) return [fallback];
  return unique;
}

/** storeInfo is plain text whose lines are bullet points. */
export function infoLines(storeInfo: string | null | undefined): string[] {
  return (storeInfo ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
