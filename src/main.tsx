import '@fontsource-variable/inter/wght.css'
import '@fontsource/barlow-condensed/latin-700.css'
import './styles/mantine.css'
import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { startOutboxDelivery } from './features/outbox/start-outbox'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

startOutboxDelivery()

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
