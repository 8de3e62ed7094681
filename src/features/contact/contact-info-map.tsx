import { Anchor, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { company } from '../../content/company'
import classes from './contact-info.module.css'
import mapImageUrl from './contact-info-map.svg'

const mapServiceUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.address.oneLine)}`

/**
 * A drawn map of the terminal that opens a map service for directions. Being part of the
 * site, it shows offline too, where an embedded map would leave a broken frame.
 */
export function ContactInfoMap() {
  const title = `${company.name} location`
  return (
    <figure className={classes.map}>
      <a href={mapServiceUrl} target="_blank" rel="noopener noreferrer" className={classes.mapLink} title={title}>
        <img
          src={mapImageUrl}
          alt={`Map of the ${title}: ${company.address.oneLine}, next to Interstate 75 north of downtown Dayton. Opens a map service in a new tab.`}
          className={classes.mapImage}
          width={800}
          height={450}
          loading="lazy"
        />
      </a>
      <figcaption className={classes.mapCaption}>
        <span>
          {title}: {company.address.oneLine}
        </span>
        <Anchor href={mapServiceUrl} target="_blank" rel="noopener noreferrer" fw={700}>
          Get directions
          <IconExternalLink size={14} aria-hidden="true" style={{ marginLeft: 4, verticalAlign: -2 }} />
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      </figcaption>
    </figure>
  )
}
