/**
 * Pages whose content is the visitor's own (account, sent forms waiting in the outbox, sign-in):
 * the page itself is never recorded there, and events carry no element text.
 */
const PRIVATE_PATHS = /^\/(?:dashboard|profile|quotes|outbox|auth)(?:\/|$)/

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.test(pathname)
}
