import { Container, type ContainerProps } from '@mantine/core'
import type { ReactNode } from 'react'

interface SectionProps extends Pick<ContainerProps, 'size'> {
  children: ReactNode
  /** `muted` gives the section a light grey band to separate it from its neighbours. */
  tone?: 'plain' | 'muted'
  id?: string
  'aria-labelledby'?: string
}

/** A page section with the site's standard vertical rhythm. */
export function Section({ children, tone = 'plain', size = 'xl', ...rest }: SectionProps) {
  return (
    <section
      {...rest}
      style={{
        paddingBlock: 'clamp(48px, 8vw, 88px)',
        backgroundColor: tone === 'muted' ? 'var(--mantine-color-gray-0)' : undefined,
      }}
    >
      <Container size={size}>{children}</Container>
    </section>
  )
}
