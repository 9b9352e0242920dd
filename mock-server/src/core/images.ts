import { renderImage } from '../images/render';
import { type MockState } from '../state';
import { envelopeResponse } from './kit';
import { type CoreResponse } from './core';

/**
 * Generated SVG images under /mock-images/<kind>/<name>.svg, drawn from the seeded records (mock-server/src/images/render.ts):
 * the same seed always gives the same picture and no external host is ever needed. `path` is what follows
 * /mock-images/, as sent.
 */
export function imageResponse(state: MockState, path: string): CoreResponse {
  if (!/^[A-Za-z0-9_/.-]+\.svg$/.test(path) || path.includes('..'))
    return envelopeResponse(404, `Not found: GET /mock-images/${path}`, 404);
  return {
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    body: renderImage(path, state).svg,
  };
}
