/// <reference path="../../pb_data/types.d.ts" />

// Security notices PocketBase does not send itself: when an account's e-mail address or
// password changes, its holder hears of it, so a change they did not make does not go
// unnoticed. The e-mail notice goes to the old address, the one a thief would have replaced.
// A notice that cannot be sent is logged; the change itself stands.

function notice(app, to, { subject, heading, paragraphs }) {
  const { oneLine, renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const { DISPATCH_PHONE, mailSettings } = require(`${__hooks}/lib/mail/values.js`)
  const settings = mailSettings(app)
  const { html, text } = renderMail({
    heading,
    paragraphs: [
      ...paragraphs,
      `If this was you, there is nothing to do. If it was not, choose a new password now (Forgot password on the sign-in page) and call dispatch at ${DISPATCH_PHONE}.`,
    ],
    link: { href: `${settings.appUrl}/auth`, label: 'Sign in' },
    footer: 'Ironbridge Heavy Haul',
  })
  try {
    app.newMailClient().send(
      new MailerMessage({ from: settings.from, to: [{ address: oneLine(to) }], subject: oneLine(subject), html, text }),
    )
  } catch (error) {
    app.logger().error('Account notice not sent', 'subject', subject, 'error', String((error && error.message) || error))
  }
}

/** Tells the previous address that the account now signs in with another one. */
function emailChanged(app, previousEmail, newEmail) {
  notice(app, previousEmail, {
    subject: 'The e-mail address of your Ironbridge Heavy Haul account was changed',
    heading: 'Your e-mail address was changed',
    paragraphs: [`Your Ironbridge Heavy Haul account now uses ${newEmail} instead of this address.`],
  })
}

/** Tells the account's holder that its password was set anew (a reset, or a change on the profile). */
function passwordChanged(app, record) {
  notice(app, record.email(), {
    subject: 'The password of your Ironbridge Heavy Haul account was changed',
    heading: 'Your password was changed',
    paragraphs: ['The password of your Ironbridge Heavy Haul account was just changed.'],
  })
}

module.exports = { emailChanged, passwordChanged }
