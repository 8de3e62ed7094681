/// <reference path="../../pb_data/types.d.ts" />

// An admin adds an account for someone (POST /api/admin/users): the account gets a random
// password nobody knows and is unverified until its owner chooses a password through the
// link mailed to them (PocketBase's password-reset flow, which also verifies the e-mail).

const TEXT_FIELDS = { first_name: true, last_name: true, phone: false, company_name: false }
const REFUSED = 'Failed to add the user.'

function fieldError(code, message) {
  return { code, message }
}

function text(body, name) {
  const value = body[name]
  return value === undefined || value === null ? '' : String(value).trim()
}

function rolesOf(body) {
  const value = body.roles
  if (value === undefined || value === null || value === '') return []
  return Array.isArray(value) ? value.map(String) : [String(value)]
}

function rolesError(collection, roles) {
  const allowed = collection.fields.getByName('roles').values
  if (roles.length === 0) return fieldError('validation_required', 'Choose at least one role')
  const unknown = roles.filter((role) => allowed.indexOf(role) === -1)
  if (unknown.length > 0) return fieldError('validation_invalid_value', `Unknown role: ${unknown.join(', ')}`)
  if (new Set(roles).size !== roles.length) return fieldError('validation_duplicate', 'Each role only once')
  return null
}

function emailTaken(app, email) {
  try {
    app.findAuthRecordByEmail('users', email)
    return true
  } catch {
    return false
  }
}

/** Field errors of the submitted account in PocketBase's shape, `{}` when it may be created. */
function accountErrors(app, collection, body) {
  const checks = require(`${__hooks}/lib/field-checks.js`)
  const errors = {}
  const email = text(body, 'email')
  const emailProblem = checks.checkEmail({ required: true }, email)
  if (emailProblem) errors.email = fieldError(`validation_${emailProblem.rule}`, emailProblem.message)
  else if (emailTaken(app, email)) errors.email = fieldError('validation_not_unique', 'This e-mail already has an account')

  for (const name in TEXT_FIELDS) {
    const field = collection.fields.getByName(name)
    const found = checks.checkText({ required: TEXT_FIELDS[name], min: 0, max: field.max }, text(body, name))
    if (found) errors[name] = fieldError(`validation_${found.rule}`, found.message)
  }
  const roles = rolesError(collection, rolesOf(body))
  if (roles) errors.roles = roles
  return errors
}

function newAccount(collection, body) {
  const record = new Record(collection)
  record.setEmail(text(body, 'email'))
  for (const name in TEXT_FIELDS) record.set(name, text(body, name))
  record.set('roles', rolesOf(body))
  record.setPassword($security.randomString(48))
  record.setVerified(false)
  return record
}

/** The route's handler: 403 for non-admins, 400 with field errors, 201 with the new account. */
function addUser(e) {
  if (!require(`${__hooks}/lib/access.js`).isAdminRequest(e)) {
    throw new ForbiddenError('Only an administrator can add users.')
  }
  const collection = e.app.findCollectionByNameOrId('users')
  const body = e.requestInfo().body
  const errors = accountErrors(e.app, collection, body)
  if (Object.keys(errors).length > 0) return e.json(400, { status: 400, message: REFUSED, data: errors })

  const record = newAccount(collection, body)
  try {
    e.app.save(record)
  } catch (error) {
    // Another request may have taken the address since it was checked.
    if (!emailTaken(e.app, record.email())) throw error
    const taken = { email: fieldError('validation_not_unique', 'This e-mail already has an account') }
    return e.json(400, { status: 400, message: REFUSED, data: taken })
  }
  try {
    require(`${__hooks}/lib/account-invitation.js`).sendInvitation(e.app, record)
  } catch (error) {
    // An account nobody can reach is of no use: take it back so the admin can simply retry.
    e.app.delete(record)
    e.app.logger().error('The invitation to a new account could not be mailed', 'email', record.email(), 'error', String(error))
    throw new ApiError(502, 'The invitation e-mail could not be sent, so the user was not added. Please try again.')
  }
  record.ignoreEmailVisibility(true)
  return e.json(201, record)
}

module.exports = { addUser }
