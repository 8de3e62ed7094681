import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * A dialog downloaded when it is first opened and then kept (it fades out on close): a modal
 * brings Mantine's focus trap, scroll lock and portal, which a page should not load to paint.
 * `openProp` names the prop that is `null` while the dialog is closed, e.g.
 * `lazyDialog('target', () => import('./application-dialog').then((module) => module.ApplicationDialog))`.
 */
export function lazyDialog<P extends object>(openProp: NoInfer<keyof P & string>, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })))

  // Mounts the dialog closed, then opens it: Mantine's modal notes the element to give focus
  // back to when it opens, which it does not when it is mounted already open.
  function OpenedAfterMount(props: P) {
    const [isMounted, setIsMounted] = useState(false)
    useEffect(() => {
      const frame = requestAnimationFrame(() => setIsMounted(true))
      return () => cancelAnimationFrame(frame)
    }, [])
    return createElement(Dialog, { ...props, [openProp]: isMounted ? props[openProp] : null })
  }

  return function LazyDialog(props: P) {
    const isOpen = props[openProp] !== null
    const [isNeeded, setIsNeeded] = useState(isOpen)
    if (isOpen && !isNeeded) setIsNeeded(true)
    if (!isNeeded) return null
    return (
      <Suspense fallback={null}>
        <OpenedAfterMount {...props} />
      </Suspense>
    )
  }
}
