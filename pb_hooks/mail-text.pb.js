/// <reference path="../pb_data/types.d.ts" />

// Every mail gets a readable plain-text part (lib/mail/plain-text.js); mails that bring
// their own (the submission mails) keep it.

onMailerSend((e) => {
  const message = e.message
  if (message && message.html && !message.text) {
    message.text = require(`${__hooks}/lib/mail/plain-text.js`).plainTextOf(message.html)
  }
  e.next()
})
