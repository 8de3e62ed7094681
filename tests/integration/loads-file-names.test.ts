import { beforeAll, describe, expect, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import { admin, pdfFile, pngFile } from './helpers'
import { clientId, loadPeople, makeLoad, roadUpdate, type LoadPeople, type LoadWorld } from './load-fixtures'

/**
 * Files from the road reach dispatch as downloads under their stored name. Whatever name a
 * driver's phone (or anyone with a driver's account) gives a file, it is stored under the
 * extension of what it holds, so a picture named page.html is never saved on dispatch's
 * computer as a page.
 */

let people: LoadPeople
let world: LoadWorld
beforeAll(async () => {
  people = await loadPeople()
  world = await makeLoad(people)
})

let pngBytes: ArrayBuffer
beforeAll(async () => {
  pngBytes = await pngFile().arrayBuffer()
})

/** A PNG picture with a web page after it: PocketBase reads it as a PNG. */
function pictureWithPage(name: string): File {
  return new File([pngBytes, '<html><script>alert(document.domain)</script></html>'], name, { type: 'text/html' })
}

async function downloadName(record: RecordModel, field: string): Promise<string> {
  const dispatch = await admin()
  const token = await dispatch.files.getToken()
  const response = await fetch(dispatch.files.getURL(record, record[field] as string, { token }))
  expect(response.status).toBe(200)
  return response.headers.get('content-disposition') ?? ''
}

describe('files from the road are stored under the extension of their content', () => {
  it('a proof of delivery whose photo and signature are named as pages', async () => {
    const form = new FormData()
    form.append('id', clientId())
    form.append('load', world.load.id)
    form.append('kind', 'proof_of_delivery')
    form.append('file', pictureWithPage('signed-bol.html'))
    form.append('signature', pictureWithPage('signature.png.htm'))
    const proof = await people.driver.client.collection('load_documents').create(form)
    expect(proof.file).toMatch(/^signed_bol_\w+\.png$/)
    expect(proof.signature).toMatch(/^signature_\w+\.png$/)
    expect(await downloadName(proof, 'file')).toMatch(/filename=signed_bol_\w+\.png$/)
  })

  it('a road update’s photo named as a picture of another kind', async () => {
    const form = new FormData()
    for (const [key, value] of Object.entries(roadUpdate(world.load, 'note', { note: 'Tarp loose' }))) form.append(key, String(value))
    form.append('photo', pictureWithPage('tarp.svg'))
    const update = await people.driver.client.collection('load_updates').create(form)
    expect(update.photo).toMatch(/^tarp_\w+\.png$/)
  })

  it('a name that fits its content stays as it was', async () => {
    const form = new FormData()
    form.append('load', world.load.id)
    form.append('kind', 'other')
    form.append('file', pdfFile('weigh.ticket.pdf'))
    form.append('signature', new File([pngBytes], 'signature.PNG', { type: 'image/png' }))
    const document = await people.driver.client.collection('load_documents').create(form)
    expect(document.file).toMatch(/^weigh_\w+\.ticket\.pdf$/)
    expect(document.signature).toMatch(/^signature_\w+\.png$/i)
  })
})
