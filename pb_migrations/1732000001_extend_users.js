/// <reference path="../pb_data/types.d.ts" />

// Profile fields and roles live on the built-in `users` auth collection. Roles other than the
// three self-selectable ones are guarded by pb_hooks/users.pb.js, not by these rules.
migrate(
  (app) => {
    const admin = "@request.auth.roles:each ?= 'admin'"
    const ownerOrAdmin = `id = @request.auth.id || ${admin}`
    const users = app.findCollectionByNameOrId('users')

    users.listRule = ownerOrAdmin
    users.viewRule = ownerOrAdmin
    users.createRule = ''
    users.updateRule = ownerOrAdmin
    users.deleteRule = ownerOrAdmin
    users.manageRule = admin

    // `name` and `avatar` come with the default collection; the profile uses first/last name instead.
    users.fields.removeByName('name')
    users.fields.removeByName('avatar')
    users.oauth2.mappedFields.name = ''
    users.oauth2.mappedFields.avatarURL = ''

    users.fields.add(new TextField({ name: 'first_name', max: 100 }))
    users.fields.add(new TextField({ name: 'last_name', max: 100 }))
    users.fields.add(new TextField({ name: 'phone', max: 40 }))
    users.fields.add(new TextField({ name: 'company_name', max: 200 }))
    users.fields.add(
      new SelectField({
        name: 'roles',
        maxSelect: 6,
        values: ['admin', 'freight_broker', 'carrier', 'pilot_car', 'driver', 'moderator'],
      }),
    )
    // Keep the autodate fields last so the dashboard lists profile fields first.
    for (const name of ['created', 'updated']) {
      const field = users.fields.getByName(name)
      users.fields.removeByName(name)
      users.fields.add(field)
    }

    users.addIndex('idx_users_created', false, '`created`', '')

    users.verificationTemplate.subject = 'Confirm your e-mail for {APP_NAME}'
    users.verificationTemplate.body = [
      '<p>Hello,</p>',
      '<p>Thank you for creating an account with Ironbridge Heavy Haul. Please confirm your e-mail address by opening the link below.</p>',
      '<p><a class="btn" href="{APP_URL}/auth/verify?token={TOKEN}" target="_blank" rel="noopener">Confirm my e-mail</a></p>',
      '<p>If you did not sign up, you can ignore this message.</p>',
      '<p>Thanks,<br/>The Ironbridge Heavy Haul team</p>',
    ].join('\n')

    users.resetPasswordTemplate.subject = 'Reset your {APP_NAME} password'
    users.resetPasswordTemplate.body = [
      '<p>Hello,</p>',
      '<p>We received a request to reset the password of your Ironbridge Heavy Haul account. Open the link below to choose a new one.</p>',
      '<p><a class="btn" href="{APP_URL}/auth/reset?token={TOKEN}" target="_blank" rel="noopener">Choose a new password</a></p>',
      '<p>If you did not ask for this, you can ignore this message and your password stays the same.</p>',
      '<p>Thanks,<br/>The Ironbridge Heavy Haul team</p>',
    ].join('\n')

    users.confirmEmailChangeTemplate.subject = 'Confirm your new e-mail for {APP_NAME}'
    users.confirmEmailChangeTemplate.body = [
      '<p>Hello,</p>',
      '<p>You asked to change the e-mail address of your Ironbridge Heavy Haul account. Open the link below to confirm the new address.</p>',
      '<p><a class="btn" href="{APP_URL}/auth/confirm-email-change?token={TOKEN}" target="_blank" rel="noopener">Confirm my new e-mail</a></p>',
      '<p>If you did not ask for this, you can ignore this message and nothing changes.</p>',
      '<p>Thanks,<br/>The Ironbridge Heavy Haul team</p>',
    ].join('\n')

    app.save(users)
  },
  (app) => {
    const owner = 'id = @request.auth.id'
    const users = app.findCollectionByNameOrId('users')
    users.listRule = owner
    users.viewRule = owner
    users.createRule = ''
    users.updateRule = owner
    users.deleteRule = owner
    users.manageRule = null
    for (const name of ['first_name', 'last_name', 'phone', 'company_name', 'roles']) {
      users.fields.removeByName(name)
    }
    users.fields.add(new TextField({ name: 'name', max: 255 }))
    users.fields.add(
      new FileField({
        name: 'avatar',
        maxSelect: 1,
        mimeTypes: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'],
      }),
    )
    users.oauth2.mappedFields.name = 'name'
    users.oauth2.mappedFields.avatarURL = 'avatar'
    users.removeIndex('idx_users_created')
    app.save(users)
  },
)
