import { SimpleGrid } from '@mantine/core'
import { useId } from 'react'
import { Section } from '../../../components/section'
import { testimonials } from '../../../content/home/testimonials'
import { QuoteFigure } from '../quote-figure'
import { SectionHeading } from '../section-heading'

export function TestimonialsSection() {
  const headingId = useId()
  return (
    <Section tone="muted" aria-labelledby={headingId}>
      <SectionHeading id={headingId} eyebrow="Testimonials" title="What Our Customers Say" />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {testimonials.map((testimonial) => (
          <QuoteFigure key={testimonial.name} {...testimonial} />
        ))}
      </SimpleGrid>
    </Section>
  )
}
