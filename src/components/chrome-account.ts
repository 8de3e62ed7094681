/** What the site chrome needs to know about the visitor's session. */
export interface ChromeAccount {
  isSignedIn: boolean
  isAdmin: boolean
  /** Who is signed in, as the header's account chip shows it ('' when signed out). */
  name: string
  onSignOut: () => void
}
