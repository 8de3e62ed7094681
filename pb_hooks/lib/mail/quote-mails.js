/// <reference path="../../../pb_data/types.d.ts" />

/** Dispatch gets every field of a new quote; the customer gets a confirmation with a summary of the figures. */
function quoteMails(app, quote) {
  const { isolated, paragraphText, renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const { LOAD_CLASS_LABELS } = require(`${__hooks}/lib/load-class.js`)
  const values = require(`${__hooks}/lib/mail/values.js`)
  const settings = values.mailSettings(app)
  const text = (name) => values.orNotGiven(quote.getString(name))
  const loadClass = LOAD_CLASS_LABELS[quote.getString('load_class')] || values.NOT_GIVEN
  const route = [isolated(quote.getString('origin')), ' → ', isolated(quote.getString('destination'))]
  const customer = quote.getString('customer_name')

  const forDispatch = renderMail({
    heading: 'New quote request',
    paragraphs: [[isolated(customer), ' asks for a quote: ', ...route, '.']],
    rows: [
      ['Customer', customer],
      ['Email', quote.getString('email')],
      ['Phone', quote.getString('phone')],
      ['Origin', quote.getString('origin')],
      ['Destination', quote.getString('destination')],
      ['Equipment', quote.getString('equipment')],
      ['Length', values.feet(quote.getFloat('length'))],
      ['Width', values.feet(quote.getFloat('width'))],
      ['Height', values.feet(quote.getFloat('height'))],
      ['Weight', values.pounds(quote.getFloat('weight_lb'))],
      ['Pickup date', values.day(quote, 'pickup_date')],
      ['Load class', loadClass],
      ['Notes', text('notes')],
      ['Sent by', values.senderAccount(app, quote)],
      ['Received', values.receivedAt(quote)],
      ['Reference', quote.id],
    ],
    link: { href: `${settings.appUrl}/admin/quotes?quote=${encodeURIComponent(quote.id)}`, label: 'Open in the back office' },
    footer: 'Reply to this e-mail to answer the customer.',
  })

  const forCustomer = renderMail({
    heading: ['Thank you, ', isolated(customer)],
    paragraphs: [
      "We've received your quote request. We'll get back to you within 24 hours with a detailed quote.",
      'Your request:',
    ],
    // Only the escaped name and what the server made of the request: the address is whatever
    // the form named, so nothing else the submitter typed is repeated to it.
    rows: [
      ['Dimensions (L × W × H)', values.dimensions(quote)],
      ['Weight', values.pounds(quote.getFloat('weight_lb'))],
      ['Pickup date', values.day(quote, 'pickup_date')],
      ['Load class', `${loadClass} (our first estimate)`],
      ['Reference', quote.id],
    ],
    footer: `Questions in the meantime? Call dispatch at ${values.DISPATCH_PHONE} (24/7) or reply to this e-mail.\n${settings.from.name}`,
  })

  return [
    {
      kind: 'dispatch',
      to: settings.dispatch,
      replyTo: quote.getString('email'),
      subject: `New quote request: ${paragraphText(route)} (${loadClass})`,
      ...forDispatch,
    },
    {
      kind: 'confirmation',
      courtesy: 'Confirmation to the customer',
      to: quote.getString('email'),
      replyTo: settings.dispatch,
      subject: `We received your quote request (${quote.id})`,
      ...forCustomer,
    },
  ]
}

module.exports = { quoteMails }
