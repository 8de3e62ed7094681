/** Marketing pages only: never on the quote page itself, careers, sign-in, account, outbox or legal pages. */
const PAGES_WITH_PROMPT = [/^\/$/, /^\/about$/, /^\/services(\/.*)?$/, /^\/fleet$/, /^\/gallery(\/.*)?$/, /^\/contact$/]

export function isPromptPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PAGES_WITH_PROMPT.some((page) => page.test(path))
}
