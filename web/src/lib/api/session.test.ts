// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, isLoggedIn, recheckSession, SESSION_MARK, startSession, TOKEN_COOKIE } from './session';

const mark = () => document.documentElement.getAttribute(SESSION_MARK);

describe('the session mark on <html>', () => {
  afterEach(() => endSession());

  it('is set by a sign-in and taken away by a sign-out', () => {
    expect(mark()).toBeNull();
    startSession('abc123', 'email');
    expect(isLoggedIn()).toBe(true);
    expect(mark()).toBe('member');
    endSession();
    expect(mark()).toBeNull();
  });

  it('follows a sign-out in another tab once the page looks again', () => {
    startSession('abc123', 'phone');
    // The other tab removed the token cookie; this page learns it when it regains focus.
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
    expect(mark()).toBe('member');
    recheckSession();
    expect(mark()).toBeNull();
  });
});
