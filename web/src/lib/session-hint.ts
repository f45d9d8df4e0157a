/**
 * Whether this browser may hold a session: set when it signs in, cleared when it signs out or the
 * API answers that no session is there. The session cookie itself is httpOnly (scripts never read
 * it), so without this a signed-out visitor's every load asked `GET /api/user` and got the 401 the
 * spec gives it, which the browser logs as a failed request on the sign-in page. With it, a
 * browser that never signed in (or signed out) is known to be signed out without asking; one whose
 * session ended on the server asks once, hears 401, and forgets. Kept in localStorage, so every tab
 * of the portal shares it; where storage is refused the portal simply asks, as before.
 */
const KEY = 'seerat.maySignedIn';

export function maySignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota, a policy): the portal asks the API instead.
  }
}
