/**
 * The in-app path to return to after signing in, or null when `target` could lead off-site.
 * Example: `safeRedirectPath('/quotes?page=2')` is '/quotes?page=2'; `'//evil.example'` is null.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null
  if (target.startsWith('//') || target.startsWith('/\\') || target.startsWith('/auth')) return null
  return target
}
