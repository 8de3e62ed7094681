import { Container, Text, Title } from '@mantine/core'
import classes from './quote-intro.module.css'

/**
 * The quote page's one heading and a line on what happens, in a slim band: on a phone the
 * form's first field is on screen without scrolling.
 */
export function QuoteIntro() {
  return (
    <section className={classes.intro} aria-labelledby="quote-title">
      <Container size="xl">
        {/* Focusable for the call-to-action banner's Get a Quote Now, which brings the visitor back up here. */}
        <Title order={1} id="quote-title" className={classes.title} tabIndex={-1}>
          Request a Free Quote
        </Title>
        <Text className={classes.text}>
          Tell us what you are moving, from where and to where. We reply with a detailed quote within 24 hours.
        </Text>
      </Container>
    </section>
  )
}
