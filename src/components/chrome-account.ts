/** What the site chrome needs to know about the visitor's session. */
export interface ChromeAccount {
  isSignedIn: boolean
  isAdmin: boolean
  onSignOut: () => void
}
