import { describe, expect, it } from 'vitest'
import { coverflowPose } from './coverflow'

describe('coverflowPose', () => {
  it('shows the centred slide flat, without shadow', () => {
    expect(coverflowPose(0)).toEqual({
      transform: 'perspective(1200px) translateZ(0px) rotateY(0deg)',
      shadeLeft: 0,
      shadeRight: 0,
    })
  })

  it('turns a slide on the left 50 degrees towards the centre, 100 px back, shaded on its inner edge', () => {
    expect(coverflowPose(-1)).toEqual({
      transform: 'perspective(1200px) translateZ(-100px) rotateY(50deg)',
      shadeLeft: 0,
      shadeRight: 1,
    })
  })

  it('mirrors that for a slide on the right', () => {
    expect(coverflowPose(1)).toEqual({
      transform: 'perspective(1200px) translateZ(-100px) rotateY(-50deg)',
      shadeLeft: 1,
      shadeRight: 0,
    })
  })

  it('scales with the distance in between, and stops at one slide width', () => {
    expect(coverflowPose(0.5)).toMatchObject({ transform: 'perspective(1200px) translateZ(-50px) rotateY(-25deg)', shadeLeft: 0.5 })
    expect(coverflowPose(-2.5)).toEqual(coverflowPose(-1))
  })
})
