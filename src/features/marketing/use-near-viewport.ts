import { useEffect, useRef, useState } from 'react'

/**
 * Becomes true, and stays true, once the referenced element comes within `rootMargin`
 * of the viewport. Browsers without IntersectionObserver get true at once.
 * Example: `const { ref, isNear } = useNearViewport<HTMLDivElement>('600px 0px')`.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const ref = useRef<T>(null)
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (isNear || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear, rootMargin])

  return { ref, isNear }
}
