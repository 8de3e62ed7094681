/**
 * Runs in the page once it has rendered: turns the live document into a static one that
 * shows the same page at once, and that the app replaces when it starts.
 */
export function snapshotDocument({ bootScript, headTags }) {
  const html = document.documentElement
  html.setAttribute('data-prerendered', '')
  // A page still reading its data has no head tags of its own yet: they were read apart.
  if (!document.head.querySelector('title') && headTags) document.head.insertAdjacentHTML('beforeend', headTags.join(''))

  // The page is readable without the app, so the app starts once the page has painted (the
  // boot script imports the entry); meanwhile nothing competes with the page's own styles.
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((element) => element.remove())
  const entry = document.querySelector('script[type="module"][src]')
  entry.setAttribute('src', bootScript)

  for (const element of [...document.body.children]) {
    if (element.id !== 'root' && element.tagName !== 'SCRIPT') element.remove()
  }

  // Nothing can be typed or pressed before the app runs, so nothing is lost when it takes over;
  // links work as plain links meanwhile.
  const root = document.getElementById('root')
  root.querySelectorAll('button, [role="button"], [role="tab"], [role="switch"], [role="combobox"]').forEach((element) => {
    element.setAttribute('aria-disabled', 'true')
  })
  root.querySelectorAll('input, textarea, select').forEach((element) => {
    const isToggle = ['checkbox', 'radio', 'file'].includes(element.type) || element.tagName === 'SELECT'
    element.setAttribute(isToggle ? 'disabled' : 'readonly', '')
  })

  return `<!doctype html>\n${html.outerHTML}`
}

/**
 * Runs in the page: marks the head tags the app rendered for it (the app removes them on
 * start and renders its own, see SiteHead), and returns them.
 */
export function appHeadTags(template) {
  const parsed = new DOMParser().parseFromString(template, 'text/html')
  const templateHead = [...parsed.head.children].map((element) => element.outerHTML)
  const appTags = 'title, meta[name], meta[property], link[rel="canonical"], script[type="application/ld+json"]'
  return [...document.head.children]
    .filter((element) => !templateHead.includes(element.outerHTML) && element.matches(appTags))
    .map((element) => {
      element.setAttribute('data-static-head', '')
      return element.outerHTML
    })
}
