import '@mantine/core/styles/Tabs.layer.css'
import { Paper, Tabs, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { company } from '../../content/company'
import type { TypedPocketBase } from '../../lib/record-types'
import classes from './auth-panel.module.css'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

type LoginView = { name: 'login'; email: string } | { name: 'forgot-password'; email: string }
type Tab = 'login' | 'register'

/** The company title over the Login (default) and Register tabs. */
export function AuthPanel({ pb }: { pb: TypedPocketBase }) {
  const [tab, setTab] = useState<Tab>('login')
  const [loginView, setLoginView] = useState<LoginView>({ name: 'login', email: '' })
  const signInAs = (email: string) => {
    setLoginView({ name: 'login', email })
    setTab('login')
  }

  return (
    <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} className={classes.panel}>
      <Title order={1} className={classes.title}>
        {company.name}
      </Title>
      <Text c="gray.7" ta="center" mb="lg">
        Sign in or create an account
      </Text>
      <Tabs value={tab} onChange={(value) => setTab(value === 'register' ? 'register' : 'login')} keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="login">Login</Tabs.Tab>
          <Tabs.Tab value="register">Register</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login">
          {loginView.name === 'login' ? (
            <LoginForm
              key={loginView.email}
              pb={pb}
              initialEmail={loginView.email}
              onForgotPassword={(email) => setLoginView({ name: 'forgot-password', email })}
            />
          ) : (
            <ForgotPasswordForm pb={pb} initialEmail={loginView.email} onBack={() => setLoginView({ name: 'login', email: loginView.email })} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <RegisterForm pb={pb} onSignIn={signInAs} />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  )
}
