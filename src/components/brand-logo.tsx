import { Link } from '@tanstack/react-router'
import { company } from '../content/company'
import classes from './brand-logo.module.css'

/** The truss-bridge mark; decorative, the wordmark beside it carries the name. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="6" fill="#ff9500" />
      <path
        d="M7 26V16h26v10M7 16l6.5 10L20 16l6.5 10L33 16"
        fill="none"
        stroke="#101a2a"
        strokeWidth="2.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <rect x="5" y="27.5" width="30" height="3.5" rx="1" fill="#101a2a" />
    </svg>
  )
}

interface BrandLogoProps {
  onNavigate?: () => void
  /** On the narrowest phones only the mark shows, leaving the header room for the account chip. */
  isCompactOnNarrowPhones?: boolean
}

/**
 * The home link: the mark and the wordmark on two lines. The space between the lines is part
 * of the text (the layout drops it), so the visible words read "Ironbridge Heavy Haul", which
 * the link's name starts with, as speech input and screen readers expect (WCAG 2.5.3).
 */
export function BrandLogo({ onNavigate, isCompactOnNarrowPhones = false }: BrandLogoProps) {
  return (
    <Link
      to="/"
      className={classes.logo}
      aria-label={`${company.name}, home`}
      onClick={onNavigate}
      data-compact={isCompactOnNarrowPhones || undefined}
    >
      <BrandMark />
      <span className={classes.wordmark}>
        <span className={classes.name}>Ironbridge</span> <span className={classes.line}>Heavy Haul</span>
      </span>
    </Link>
  )
}
