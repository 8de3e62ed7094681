/// <reference path="../pb_data/types.d.ts" />

// The mail PocketBase sends when an account signs in from a device it has not seen, in the
// words and manner of the site's other account mails (1732000001_extend_users.js) rather than
// PocketBase's default. {ALERT_INFO} is the address and browser of the sign-in.

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.authAlert.emailTemplate.subject = 'New sign-in to your {APP_NAME} account'
    users.authAlert.emailTemplate.body = [
      '<p>Hello,</p>',
      '<p>Your Ironbridge Heavy Haul account was just signed in to from a device it had not been used on before:</p>',
      '<p><em>{ALERT_INFO}</em></p>',
      '<p>If this was you, there is nothing to do. If it was not, choose a new password now (Forgot password on the sign-in page): that signs every other device out.</p>',
      '<p><a class="btn" href="{APP_URL}/auth" target="_blank" rel="noopener">Sign in</a></p>',
      '<p>Thanks,<br/>The Ironbridge Heavy Haul team</p>',
    ].join('\n')
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users')
    users.authAlert.emailTemplate.subject = 'Login from a new location'
    app.save(users)
  },
)
