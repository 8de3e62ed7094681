/// <reference path="../pb_data/types.d.ts" />

// Admins add accounts for other people (lib/admin-users.js): e-mail, names, phone, company
// and roles; the new user gets a mail to choose their password.

routerAdd(
  'POST',
  '/api/admin/users',
  (e) => {
    return require(`${__hooks}/lib/admin-users.js`).addUser(e)
  },
  $apis.requireAuth(),
)
