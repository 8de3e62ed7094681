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

/**
 * Mantine's greens, with a deeper 9: its own (#2b8a3e) gives white badge text and green text
 * on white 4.4:1, under WCAG AA's 4.5:1. This one gives 5.4:1.
 */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#37b24d',
  '#2f9e44',
  '#247a37',
]

export const theme = createTheme({
  colors: { hazard, steel, green },
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
  components: {
    // Mantine draws a dialog's title bar as <header>, which screen readers and axe take for a
    // second page banner. The dialog's own label already names it.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
})

/** Links on light backgrounds need a deeper orange than buttons to stay readable (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-anchor': hazard[8] },
  dark: { '--mantine-color-anchor': hazard[4] },
})
