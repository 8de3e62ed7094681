import { IconQuote } from '@tabler/icons-react'
import classes from './quote-figure.module.css'

interface QuoteFigureProps {
  quote: string
  name: string
  role: string
  size?: 'md' | 'lg'
}

/** A quotation with who said it. */
export function QuoteFigure({ quote, name, role, size = 'md' }: QuoteFigureProps) {
  return (
    <figure className={classes.figure} data-size={size}>
      <IconQuote size={size === 'lg' ? 44 : 32} aria-hidden="true" className={classes.mark} />
      <blockquote className={classes.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={classes.caption}>
        <span className={classes.name}>{name}</span>
        <span className={classes.role}>{role}</span>
      </figcaption>
    </figure>
  )
}
