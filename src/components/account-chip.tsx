import { VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import classes from './account-chip.module.css'

/** "Casey Carrier" → "CC"; one name → its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? '?'
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/**
 * Who is signed in, in the header at every width: their initials and name, leading to their
 * dashboard. The name is the link's name first, as speech input expects (WCAG 2.5.3).
 */
export function AccountChip({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  return (
    <Link to="/dashboard" className={classes.chip} title={`Signed in as ${name}`} onClick={onNavigate}>
      <span className={classes.initials} aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className={classes.name}>{name}</span>
      <span className={classes.firstName}>{name.trim().split(/\s+/)[0]}</span>
      <VisuallyHidden>(My Profile)</VisuallyHidden>
    </Link>
  )
}
