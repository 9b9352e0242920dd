import { describe, expect, it } from 'vitest';
import { infoLines, parseSliderImages } from './slider-images';

describe('parseSliderImages', () => {
  it('reads a JSON array in a string', () => {
    expect(parseSliderImages('["/a.svg","/b.svg"]')).toEqual(['/a.svg', '/b.svg']);
  });
  it('drops blanks, non-strings and duplicates', () => {
    expect(parseSliderImages('["/a.svg", "", 3, null, "/a.svg", " /b.svg "]')).toEqual(['/a.svg', '/b.svg']);
  });
  it('accepts a comma-separated list or a single URL', () => {
    expect(parseSliderImages('/a.svg, /b.svg')).toEqual(['/a.svg', '/b.svg']);
    expect(parseSliderImages('https://x.test/a.png')).toEqual(['https://x.test/a.png']);
  });
  it('falls back to the main image when the text is broken, empty or not an array', () => {
    expect(parseSliderImages('[broken', '/main.svg')).toEqual(['/main.svg']);
    expect(parseSliderImages('', '/main.svg')).toEqual(['/main.svg']);
    expect(parseSliderImages(null, '/main.svg')).toEqual(['/main.svg']);
    expect(parseSliderImages('[]', '/main.svg')).toEqual(['/main.svg']);
    expect(parseSliderImages('{"a":1}', null)).toEqual([]);
  });
});

describe('infoLines', () => {
  it('splits storeInfo into trimmed non-empty lines', () => {
    expect(infoLines('One\n  Two \n\nThree')).toEqual(['One', 'Two', 'Three']);
    expect(infoLines(null)).toEqual([]);
  });
});
