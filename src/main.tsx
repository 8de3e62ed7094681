import '@fontsource-variable/inter/wght.css'
import '@fontsource/barlow-condensed/latin-700.css'
import './styles/mantine.css'
import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// Sends what waits in the outbox; loaded apart so the first paint does not wait for it.
void import('./features/outbox/start-outbox').then(({ startOutboxDelivery }) => startOutboxDelivery())

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
