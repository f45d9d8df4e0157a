/**
 * Where to go after signing in: the address a signed-out visitor opened (`/auth?redirect=...`),
 * when it is a path of this portal. Anything else (another origin, `//host`, the sign-in page
 * itself) is ignored, so the parameter cannot send anyone off the portal after they sign in.
 */
export function returnAddress(redirect: string | undefined): string | undefined {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return undefined;
  const { pathname, search, hash } = new URL(redirect, 'http://portal.invalid');
  if (pathname === '/auth' || pathname === '/') return undefined;
  return `${pathname}${search}${hash}`;
}
