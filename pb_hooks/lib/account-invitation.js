/// <reference path="../../pb_data/types.d.ts" />

// The mail that tells someone an admin made them an account, with a link to choose their
// password. The link is a PocketBase password-reset token, confirmed by the app's
// /auth/reset page like any reset, but it lasts days rather than the half hour a reset
// asked for by the user lasts: an invitation may wait in a mailbox over a weekend.

const LINK_VALID_HOURS = 72

/** A password-reset token as PocketBase makes it (core/record_tokens.go), valid for `seconds`. */
function passwordResetToken(record, seconds) {
  const collection = record.collection()
  const claims = { id: record.id, type: 'passwordReset', collectionId: collection.id, email: record.email() }
  return $security.createJWT(claims, record.tokenKey() + collection.passwordResetToken.secret, seconds)
}

function invitationMail(app, record, link) {
  const { renderMail } = require(`${__hooks}/lib/mail/render.js`)
  const appName = app.settings().meta.appName
  const name = record.getString('first_name')
  return renderMail({
    heading: `Your ${appName} account is ready`,
    paragraphs: [
      `Hello ${name},`,
      `An administrator of ${appName} has made you an account for ${record.email()}. Choose your password to sign in.`,
      `The link works once and for ${LINK_VALID_HOURS} hours. After that, use "Forgot password" on the sign-in page.`,
    ],
    link: { href: link, label: 'Choose my password' },
    footer: `If you did not expect this, you can ignore this message.\nThe ${appName} team`,
  })
}

/** Mails `record` (a new `users` account) the link to choose its password; throws if sending fails. */
function sendInvitation(app, record) {
  const { oneLine } = require(`${__hooks}/lib/mail/render.js`)
  const meta = app.settings().meta
  const token = passwordResetToken(record, LINK_VALID_HOURS * 3600)
  const { html, text } = invitationMail(app, record, `${meta.appURL}/auth/reset?token=${token}`)
  const message = new MailerMessage({
    from: { address: meta.senderAddress, name: meta.senderName },
    to: [{ address: record.email() }],
    subject: oneLine(`Your ${meta.appName} account: choose your password`),
    html,
    text,
  })
  app.newMailClient().send(message)
}

module.exports = { sendInvitation }
