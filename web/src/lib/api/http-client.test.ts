import { apiContract, routeTable } from '@contract';
import { describe, expect, it } from 'vitest';
import routes from 'virtual:api-routes';
import { apiHeaders, createContractClient, planRequest, queryString, type RequestPlan } from './http-client';

describe('route table', () => {
  it('is derived from the contract', () => {
    expect(routes).toEqual(routeTable(apiContract));
    expect(routes.auth).toMatchObject({ emailCaptcha: { method: 'POST', path: '/api/front/login/email/captcha', body: 'bare-string' } });
    expect(routes.auth).toMatchObject({ sendCode: { body: 'multipart' }, logout: { method: 'GET', body: 'none' } });
  });
});

describe('planRequest', () => {
  it('fills path params and skips empty query values', () => {
    const plan = planRequest({ method: 'GET', path: '/api/front/activity/list/:aid', body: 'none' }, 'http://x', {
      params: { aid: 7 },
      query: { page: 2, limit: 20, keyword: undefined, cid: null },
    });
    expect(plan.url).toBe('http://x/api/front/activity/list/7?page=2&limit=20');
    expect(plan.init.body).toBeUndefined();
  });

  it('sends JSON, raw bare strings and form data', () => {
    const json = planRequest({ method: 'POST', path: '/a', body: 'json' }, '', { body: [{ productId: 1 }] });
    expect(json.init.headers['Content-Type']).toBe('application/json');
    expect(json.init.body).toBe('[{"productId":1}]');
    const bare = planRequest({ method: 'POST', path: '/b', body: 'bare-string' }, '', { body: 'shopper@example.com' });
    expect(bare.init.body).toBe('shopper@example.com');
    const form = planRequest({ method: 'POST', path: '/c', body: 'multipart' }, '', { body: { phone: '138', countryCode: '+86' } });
    expect(form.init.body).toBeInstanceOf(FormData);
    expect((form.init.body as FormData).get('countryCode')).toBe('+86');
    expect(form.init.headers['Content-Type']).toBeUndefined();
  });

  it('encodes arrays as repeated keys', () => {
    expect(queryString({ id: [1, 2] })).toBe('?id=1&id=2');
    expect(queryString({})).toBe('');
  });
});

describe('createContractClient', () => {
  it('calls the transport with the planned request', async () => {
    const seen: RequestPlan[] = [];
    const client = createContractClient('http://api', async (plan) => {
      seen.push(plan);
      return { status: 200, body: { code: 200, message: 'ok', data: null }, headers: new Headers() };
    });
    const response = await client.products.detail({ params: { id: 5 } });
    expect(response.status).toBe(200);
    expect(seen[0]?.url).toBe('http://api/api/front/product/detail/5');
  });
});

describe('apiHeaders', () => {
  it("are the headers the app and the page's early script send (boot/early-requests.ts)", () => {
    expect(apiHeaders('abc123')).toEqual({ Accept: 'application/json', 'Form-type': 'pc', 'Authori-zation': 'abc123' });
    expect(apiHeaders(null)).toEqual({ Accept: 'application/json', 'Form-type': 'pc' });
  });
});
