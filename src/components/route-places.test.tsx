import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RoutePlaces } from './route-places'

afterEach(cleanup)

describe('RoutePlaces', () => {
  it('keeps each place apart, so right-to-left names stay on their side of the arrow', () => {
    const { container } = render(
      <p>
        <RoutePlaces places={['القاهرة', 'תל אביב']} />
      </p>,
    )
    expect(container).toHaveTextContent('القاهرة → תל אביב')
    expect([...container.querySelectorAll('bdi')].map((place) => place.textContent)).toEqual(['القاهرة', 'תל אביב'])
    expect(container.querySelector('p')?.childNodes).toHaveLength(3)
  })

  it('shows every stop in order, with the separator it is given', () => {
    const { container } = render(
      <p>
        <RoutePlaces places={['Dayton, OH', 'Gary, IN', 'Joliet, IL']} separator=" to " />
      </p>,
    )
    expect(container.querySelector('p')).toHaveTextContent('Dayton, OH to Gary, IN to Joliet, IL')
    expect(container.querySelectorAll('bdi')).toHaveLength(3)
  })
})
