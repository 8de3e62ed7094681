import '@mantine/core/styles/Tabs.layer.css'
import { Paper, Tabs, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { company } from '../../content/company'
import classes from './auth-panel.module.css'
import { LoginForm } from './login-form'

// The sign-in form is what the page opens on; the others come when asked for (a click away).
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })))
const RegisterForm = lazy(() => import('./register-form').then((module) => ({ default: module.RegisterForm })))

type LoginView = { name: 'login'; email: string } | { name: 'forgot-password'; email: string }
export type AuthTab = 'login' | 'register'

interface AuthPanelProps {
  /** The tab shown, kept in the address so Back returns to it. */
  tab: AuthTab
  onTabChange: (tab: AuthTab) => void
}

/**
 * The company title over the Login (default) and Register tabs. The PocketBase SDK is
 * downloaded when a form is sent, not to paint the page.
 */
export function AuthPanel({ tab, onTabChange: setTab }: AuthPanelProps) {
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
              initialEmail={loginView.email}
              onForgotPassword={(email) => setLoginView({ name: 'forgot-password', email })}
            />
          ) : (
            <Suspense fallback={null}>
              <ForgotPasswordForm initialEmail={loginView.email} onBack={() => setLoginView({ name: 'login', email: loginView.email })} />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="register">
          <Suspense fallback={null}>
            <RegisterForm onSignIn={signInAs} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  )
}
