import { randomHex } from '../domain/random';
import { refusedReturnPage, scriptJson, type ReturnCheck } from '../domain/web-origins';
import { type MockState } from '../state';
import { type TwitterRequests } from './auth';
import { type CoreResponse } from './core';
import { html, redirect, type RawQuery } from './kit';

/**
 * Mock consent pages so every social sign-in runs offline (protocol in mock-server/README.md):
 * - Twitter: /__mock/oauth/twitter?oauth_token=&return_to=<web origin> -> "Authorize" -> redirect to
 *   <return_to>/middlewares/callback_twitter?oauth_token=&oauth_verifier=
 * - Google:  /__mock/oauth/google?return_to=<web URL> -> idToken `mock-google:<email>:<name>`
 * - Facebook: /__mock/oauth/facebook?return_to=<web URL> -> profile {id, name, picture, email}
 * Google and Facebook post `{type: 'mock-oauth', provider, idToken | profile, state}` to window.opener when opened
 * as a popup, else redirect to return_to with `mock_oauth=<provider>`, `id_token=` or `profile=<JSON>`, and the
 * `state` the page was opened with: the web goes on only with the state it kept when it sent the browser here, so a
 * crafted callback link cannot sign a browser in (login CSRF; mock-server/README.md, Social sign-in).
 * A return_to off the allow-list (state.webOrigins) gets the refusal page instead; the message goes to the return
 * address's origin, or without one to the page's own origin, never to '*'.
 */
const esc = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const refuse = (): CoreResponse => html(refusedReturnPage(), 400);
/** The web's one-time state: opaque, 16-128 URL-safe characters (web/src/features/auth/lib/social.ts makes 32 hex). */
const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:10px 18px;font-size:16px;cursor:pointer}.note{color:#666;font-size:13px}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

/** The consent pages by path (after /__mock/oauth/); null for another path. */
export function oauthPages(state: MockState, twitter: TwitterRequests): Record<string, (q: RawQuery) => CoreResponse> {
  const checkReturn = (q: RawQuery): ReturnCheck => state.webOrigins.check(q.return_to);
  const twitterPage = (q: RawQuery): CoreResponse => {
    const token = first(q.oauth_token) ?? '';
    const back = checkReturn(q);
    if (back.kind === 'refused') return refuse();
    // Twitter comes back to the web's callback path on the return address's origin (relative without one).
    const returnTo = back.kind === 'allowed' ? back.origin : '';
    const body = twitter.get(token, state.now())
      ? `<p>The mock Twitter asks: let the storefront sign you in?</p>
<form method="get" action="/__mock/oauth/twitter/authorize">
<input type="hidden" name="oauth_token" value="${esc(token)}"><input type="hidden" name="return_to" value="${esc(returnTo)}">
<label for="screen_name">Twitter screen name</label><input id="screen_name" name="screen_name" value="mock_tw_user" required pattern="[A-Za-z0-9_]{1,15}">
<button type="submit">Authorize</button></form>
<p><a href="${esc(returnTo)}/middlewares/callback_twitter?denied=${encodeURIComponent(token)}">Cancel</a></p>
<p class="note">Mock consent page served by the mock API; no request leaves this machine.</p>`
      : '<p>This request token is unknown or already used. Start the sign-in again.</p>';
    return html(page('Authorize app (mock Twitter)', body));
  };

  const authorize = (q: RawQuery): CoreResponse => {
    const back = checkReturn(q);
    if (back.kind === 'refused') return refuse();
    const token = first(q.oauth_token) ?? '';
    const pending = twitter.get(token, state.now());
    const screenName = (first(q.screen_name) ?? '').trim();
    if (!pending || !/^[A-Za-z0-9_]{1,15}$/.test(screenName)) {
      return html(page('Mock Twitter', '<p>Unknown request token or invalid screen name.</p>'), 400);
    }
    pending.verifier = randomHex(10);
    pending.screenName = screenName;
    const base = back.kind === 'allowed' ? back.origin : '';
    const target = `${base}/middlewares/callback_twitter?oauth_token=${encodeURIComponent(token)}&oauth_verifier=${encodeURIComponent(pending.verifier)}`;
    return redirect(target);
  };

  const socialPage =
    (provider: 'google' | 'facebook') =>
    (q: RawQuery): CoreResponse => {
      const back = checkReturn(q);
      if (back.kind === 'refused') return refuse();
      const returnTo = back.kind === 'allowed' ? back.url : null;
      const targetOrigin = back.kind === 'allowed' ? back.origin : null;
      const state = first(q.state) ?? null;
      if (state !== null && !STATE_PATTERN.test(state)) {
        return html(page('Mock sign-in', '<p>The sign-in state is not valid. Start the sign-in again.</p>'), 400);
      }
      const fields =
        provider === 'google'
          ? `<label for="email">Google account email</label><input id="email" name="email" type="email" value="google.user@example.com" required>
<label for="name">Name</label><input id="name" name="name" value="Google User" required>`
          : `<label for="id">Facebook user id</label><input id="id" name="id" value="fb-100001" required>
<label for="name">Name</label><input id="name" name="name" value="Facebook User" required>
<label for="email">Email (optional)</label><input id="email" name="email" type="email" value="">
<p class="note">Use id <code>fb-blocked-1</code> to see "facebook login unavailable for the current user".</p>`;
      const script = `<script>
(function () {
  var provider = ${scriptJson(provider)};
  var returnTo = ${scriptJson(returnTo)};
  var targetOrigin = ${scriptJson(targetOrigin)} || window.location.origin;
  var state = ${scriptJson(state)};
  document.getElementById('f').addEventListener('submit', function (e) {
    e.preventDefault();
    var v = function (id) { var el = document.getElementById(id); return el ? el.value.trim() : ''; };
    var message = { type: 'mock-oauth', provider: provider };
    var params = new URLSearchParams({ mock_oauth: provider });
    if (state) {
      message.state = state;
      params.set('state', state);
    }
    if (provider === 'google') {
      message.idToken = 'mock-google:' + v('email') + ':' + v('name');
      params.set('id_token', message.idToken);
    } else {
      message.profile = { id: v('id'), name: v('name'), picture: '/mock-images/avatar/fb-' + encodeURIComponent(v('id')) + '.svg' };
      if (v('email')) message.profile.email = v('email');
      params.set('profile', JSON.stringify(message.profile));
    }
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(message, targetOrigin);
      window.close();
    } else if (returnTo) {
      window.location.href = returnTo + (returnTo.indexOf('?') >= 0 ? '&' : '?') + params.toString();
    } else {
      document.getElementById('out').textContent = JSON.stringify(message);
    }
  });
})();
</script>`;
      const title = provider === 'google' ? 'Sign in with Google (mock)' : 'Continue with Facebook (mock)';
      return html(
        page(
          title,
          `<form id="f">${fields}<button type="submit">Continue</button></form><pre id="out" aria-live="polite"></pre><p class="note">Mock consent page served by the mock API.</p>${script}`,
        ),
      );
    };
  return { twitter: twitterPage, 'twitter/authorize': authorize, google: socialPage('google'), facebook: socialPage('facebook') };
}
