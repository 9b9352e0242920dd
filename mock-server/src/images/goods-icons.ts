/**
 * Drawings of goods the icon package has no picture of (docs/image-art.md): drawn for this project in the package's
 * manner (24 x 24 units, stroke only, round caps), so they sit beside its icons unchanged. Each is named after what it
 * shows; the category table (CATEGORY_ICONS in icons.ts) uses them where a stand-in would show other goods (scissors
 * for jeans, a ribbon for a dress).
 */
const drawing = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">\n${body}\n</svg>`;

export const GOODS_DRAWINGS = {
  jeans: drawing('<path d="M6 2h12l1 20h-5l-2-12-2 12H5z"/>\n<path d="M6 6h12"/>\n<path d="M12 6v4"/>'),
  dress: drawing('<path d="M9 2h6l-.5 5L19 22H5l4.5-15z"/>\n<path d="M9.5 7h5"/>'),
  skirt: drawing('<path d="M7 4h10v3H7z"/>\n<path d="M7 7 3 20h18L17 7"/>\n<path d="m10 10-1.5 10"/>\n<path d="m14 10 1.5 10"/>'),
  boot: drawing('<path d="M7 2h6v10l5.2 2.1A3 3 0 0 1 20 16.9V20H7z"/>\n<path d="M7 17h13"/>\n<path d="M7 6h6"/>'),
  sandal: drawing('<path d="M2 17h17a3 3 0 0 1 0 4H3a1 1 0 0 1-1-1z"/>\n<path d="M6 17c1-4 3-6 6-6"/>\n<path d="m12 11 3 6"/>'),
  rug: drawing(
    '<rect x="4" y="5" width="16" height="14" rx="1"/>\n<rect x="8" y="9" width="8" height="6"/>\n<path d="M6 5V2M10 5V2M14 5V2M18 5V2M6 19v3M10 19v3M14 19v3M18 19v3"/>',
  ),
  'yoga-mat': drawing(
    '<rect x="2" y="17" width="20" height="3" rx="1"/>\n<circle cx="16" cy="11" r="5"/>\n<circle cx="16" cy="11" r="2"/>',
  ),
  bib: drawing('<path d="M8 3a4 4 0 0 0 8 0h3v8a7 7 0 0 1-14 0V3z"/>\n<path d="M9 13h6"/>'),
  lipstick: drawing('<rect x="7" y="13" width="10" height="9" rx="1"/>\n<path d="M8.5 13V9h7v4"/>\n<path d="M10 9V5l4-3v7"/>'),
  'resistance-band': drawing(
    '<path fill-rule="evenodd" d="M12 4c5 0 9 3.6 9 8s-4 8-9 8-9-3.6-9-8 4-8 9-8zm0 4c-2.8 0-5 1.8-5 4s2.2 4 5 4 5-1.8 5-4-2.2-4-5-4z"/>',
  ),
  stroller: drawing(
    '<path d="M3 4h2l3 8"/>\n<path d="M8 12h12a7 7 0 0 0-7-7h-1v7"/>\n<path d="m8 12 1.5 5h8l2.5-5"/>\n<circle cx="9" cy="20" r="2"/>\n<circle cx="18" cy="20" r="2"/>',
  ),
} as const;
