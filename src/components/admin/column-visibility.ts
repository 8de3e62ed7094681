import type { MantineBreakpoint, MantineTheme } from '@mantine/core'

/**
 * A column's `visibleMediaQuery` that shows it from a Mantine breakpoint up, so a narrower
 * screen keeps the row's actions in view. Example: `{ accessor: 'equipment', visibleMediaQuery: fromBreakpoint('md') }`.
 */
export const fromBreakpoint = (breakpoint: MantineBreakpoint) => (theme: MantineTheme) => `(min-width: ${theme.breakpoints[breakpoint]})`
