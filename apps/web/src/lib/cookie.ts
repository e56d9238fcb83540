/** A `document.cookie` assignment for a site-wide cookie: kept `maxAgeSeconds` (0 removes it), sent on same-site requests. */
export function cookieText(name: string, value: string, maxAgeSeconds: number, secure = false): string {
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
