import type { QuoteRecord, TypedPocketBase } from '../../../lib/record-types'
import type { QuoteMove } from './quote-transitions'

/** Moves a quote to `status`; the server answers 400 if its status machine does not allow it. */
export function updateQuoteStatus(pb: TypedPocketBase, id: string, status: QuoteMove): Promise<QuoteRecord> {
  return pb.collection('quotes').update(id, { status }, { requestKey: null })
}

/** Deletes a quote for good. */
export function deleteQuote(pb: TypedPocketBase, id: string): Promise<boolean> {
  return pb.collection('quotes').delete(id, { requestKey: null })
}

/** One quote, e.g. the one a mail links to when it is not among the rows on screen. */
export function getQuote(pb: TypedPocketBase, id: string): Promise<QuoteRecord> {
  return pb.collection('quotes').getOne(id, { requestKey: null })
}
