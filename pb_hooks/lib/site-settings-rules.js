/// <reference path="../../pb_data/types.d.ts" />

// What the maintenance settings may hold, beyond the text limits every content record has
// (lib/content-rules.js): a contact e-mail that is one, paths that are site paths, known roles.

const MAX_PATHS = 20

function jsonValue(record, name) {
  try {
    return JSON.parse(toString(record.get(name)) || 'null')
  } catch {
    return undefined
  }
}

function pathsError(paths) {
  if (paths === null) return null
  const valid = Array.isArray(paths) && paths.length <= MAX_PATHS && paths.every((path) => typeof path === 'string' && /^\/[^\s]*$/.test(path))
  return valid ? null : { code: 'validation_invalid_value', message: `A list of up to ${MAX_PATHS} paths, each starting with /` }
}

function rolesError(roles) {
  if (roles === null) return null
  const known = $app.findCollectionByNameOrId('users').fields.getByName('roles').values
  const valid = Array.isArray(roles) && roles.every((role) => known.indexOf(role) !== -1)
  return valid ? null : { code: 'validation_invalid_value', message: `A list of roles among: ${known.join(', ')}` }
}

/** Field errors of a site_settings record beyond the generic ones. */
function siteSettingsExtraErrors(record) {
  const errors = {}
  const email = require(`${__hooks}/lib/field-checks.js`).checkEmail({ required: false }, record.getString('contact_email'))
  if (email) errors.contact_email = { code: `validation_${email.rule}`, message: email.message }
  const paths = pathsError(jsonValue(record, 'allowed_paths'))
  if (paths) errors.allowed_paths = paths
  const roles = rolesError(jsonValue(record, 'bypass_roles'))
  if (roles) errors.bypass_roles = roles
  return errors
}

module.exports = { siteSettingsExtraErrors }
