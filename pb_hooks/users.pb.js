/// <reference path="../pb_data/types.d.ts" />

// Roles are granted by admins only, and there is always an admin. `verified` needs manage
// access (admins), which PocketBase itself enforces on create and update. Admins add
// accounts through POST /api/admin/users (admin-users.pb.js).

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/user-roles.js`).enforceCreateRoles(e)
  e.next()
}, 'users')

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/user-roles.js`).enforceUpdateRoles(e)
  const isNewPassword = Boolean(e.requestInfo().body.password)
  e.next()
  if (isNewPassword) require(`${__hooks}/lib/account-notices.js`).passwordChanged(e.app, e.record)
}, 'users')

// The holder hears of a changed address (at the old one) and of a password set anew by a reset.
onRecordConfirmEmailChangeRequest((e) => {
  const previousEmail = e.record.email()
  e.next()
  require(`${__hooks}/lib/account-notices.js`).emailChanged(e.app, previousEmail, e.newEmail)
}, 'users')

onRecordConfirmPasswordResetRequest((e) => {
  e.next()
  require(`${__hooks}/lib/account-notices.js`).passwordChanged(e.app, e.record)
}, 'users')

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/user-roles.js`).enforceDeleteAccount(e)
  require(`${__hooks}/lib/loads/assigned-accounts.js`).deleteUnlessAssigned(e)
}, 'users')

// There is always an admin: the last one can neither lose the role nor be deleted.
onRecordUpdate((e) => {
  require(`${__hooks}/lib/user-roles.js`).changeKeepingAnAdmin(e)
}, 'users')

onRecordDelete((e) => {
  require(`${__hooks}/lib/user-roles.js`).changeKeepingAnAdmin(e)
}, 'users')

// PocketBase accepts a verification link again after it was used; ours work once.
onRecordConfirmVerificationRequest((e) => {
  if (e.record.verified()) {
    throw new BadRequestError('This verification link has already been used.', {
      token: new ValidationError('validation_token_used', 'This verification link has already been used.'),
    })
  }
  e.next()
}, 'users')
