import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Safety orange: bright for buttons (dark text), deep shades for links on white. */
const hazard: MantineColorsTuple = [
  '#fff5e6',
  '#ffe6c2',
  '#ffd08a',
  '#ffb84f',
  '#ffa424',
  '#ff9500',
  '#e88400',
  '#c26b00',
  '#9c5500',
  '#7a4200',
]

/** Dark steel navy of the header, footer and heroes. */
const steel: MantineColorsTuple = [
  '#eef2f7',
  '#d9e1eb',
  '#b3c1d4',
  '#8a9fba',
  '#667fa0',
  '#4d6687',
  '#3a506e',
  '#2a3b54',
  '#1b283c',
  '#101a2a',
]

export const theme = createTheme({
  colors: { hazard, steel },
  primaryColor: 'hazard',
  primaryShade: 5,
  autoContrast: true,
  luminanceThreshold: 0.35,
  black: '#141c27',
  defaultRadius: 'sm',
  fontFamily: "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Barlow Condensed', 'Barlow Condensed Fallback', 'Barlow Condensed Fallback DejaVu', 'Arial Narrow', system-ui, sans-serif",
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 5vw, 3.5rem)', lineHeight: '1.05' },
      h2: { fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', lineHeight: '1.1' },
      h3: { fontSize: '1.5rem', lineHeight: '1.2' },
    },
  },
  focusRing: 'auto',
  cursorType: 'pointer',
})

/** Links on light backgrounds need a deeper orange than buttons to stay readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-anchor': hazard[8] },
  dark: { '--mantine-color-anchor': hazard[4] },
})
