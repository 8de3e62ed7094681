import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'

interface ScrollToButtonProps extends ButtonProps {
  /** Id of the element to bring into view; it should accept focus (`tabIndex={-1}`). */
  targetId: string
  children: ReactNode
}

/** Scrolls (smoothly, unless reduced motion is preferred) to a section and moves focus there. */
export function ScrollToButton({ targetId, children, ...buttonProps }: ScrollToButtonProps) {
  const scroll = () => {
    const target = document.getElementById(targetId)
    if (!target) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
    target.focus({ preventScroll: true })
  }
  return (
    <Button {...buttonProps} onClick={scroll}>
      {children}
    </Button>
  )
}
