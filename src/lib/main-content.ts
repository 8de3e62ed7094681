/** The id of each layout's main landmark: the skip link's target, and where the focus goes when a page's content is what comes next. */
export const MAIN_CONTENT_ID = 'main-content'

/** Gives the focus to the page's main landmark without scrolling to it. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
}
