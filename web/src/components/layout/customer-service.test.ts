import { describe, expect, it } from 'vitest';
import { normaliseService, platformServiceConfig, serviceHref } from './customer-service';

describe('normaliseService', () => {
  it('reads the platform vocabulary', () => {
    expect(normaliseService({ serviceType: 'h5', serviceLink: 'https://chat.example/x' })).toEqual({
      kind: 'link',
      url: 'https://chat.example/x',
    });
    expect(normaliseService({ serviceType: 'hotline', servicePhone: ' 400-800-1234 ' })).toEqual({ kind: 'phone', phone: '400-800-1234' });
  });

  it('reads the merchant vocabulary', () => {
    expect(normaliseService({ serviceType: 'H5', serviceLink: 'http://shop.example/chat' })).toEqual({
      kind: 'link',
      url: 'http://shop.example/chat',
    });
    expect(normaliseService({ serviceType: 'phone', servicePhone: '13800138000' })).toEqual({ kind: 'phone', phone: '13800138000' });
    expect(normaliseService({ serviceType: 'message', serviceMessage: 'Leave us a note' })).toEqual({
      kind: 'message',
      text: 'Leave us a note',
    });
    expect(normaliseService({ serviceType: 'email', serviceEmail: 'help@shop.example' })).toEqual({
      kind: 'email',
      email: 'help@shop.example',
    });
  });

  it('trusts only the field matching the type (the backend fills the later ones too)', () => {
    const config = {
      serviceType: 'message',
      serviceLink: 'https://x.example',
      servicePhone: '1',
      serviceMessage: 'Hi',
      serviceEmail: 'a@b.c',
    };
    expect(normaliseService(config)).toEqual({ kind: 'message', text: 'Hi' });
    expect(normaliseService({ ...config, serviceMessage: '  ' })).toBeNull();
  });

  it('gives null for unknown types, blanks and unsafe links', () => {
    expect(normaliseService(null)).toBeNull();
    expect(normaliseService({ serviceType: null })).toBeNull();
    expect(normaliseService({ serviceType: 'fax', servicePhone: '1' })).toBeNull();
    expect(normaliseService({ serviceType: 'h5', serviceLink: 'javascript:alert(1)' })).toBeNull();
    expect(normaliseService({ serviceType: 'h5', serviceLink: 'not a url' })).toBeNull();
    // Only an explicit absolute http(s) URL (lib/routing/server-link.ts): no protocol-relative, credential or backslash tricks.
    for (const serviceLink of [
      '//evil.example',
      '/.//evil.example',
      'https://user:pw@evil.example',
      'https://evil.example\\@shop.example',
    ]) {
      expect(normaliseService({ serviceType: 'h5', serviceLink })).toBeNull();
    }
    expect(normaliseService({ serviceType: 'email', serviceEmail: 'nope' })).toBeNull();
  });

  it('maps the platform consumer fields', () => {
    const config = platformServiceConfig({
      consumerType: 'hotline',
      consumerH5Url: null,
      consumerHotline: '400-1',
      consumerMessage: 'm',
      consumerEmail: 'e@x.y',
    });
    expect(normaliseService(config)).toEqual({ kind: 'phone', phone: '400-1' });
    expect(platformServiceConfig(undefined)).toBeNull();
  });
});

describe('serviceHref', () => {
  it('builds tel, mailto and web targets', () => {
    expect(serviceHref({ kind: 'phone', phone: '+86 400-800 1234' })).toBe('tel:+864008001234');
    expect(serviceHref({ kind: 'email', email: 'a@b.c' })).toBe('mailto:a@b.c');
    expect(serviceHref({ kind: 'link', url: 'https://c.example/' })).toBe('https://c.example/');
    expect(serviceHref({ kind: 'message', text: 'x' })).toBeNull();
  });
});
