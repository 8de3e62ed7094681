/**
 * The browser fingerprint of the spec (§3), read once a recording starts, after consent only.
 * Every probe is guarded: a browser that lacks or refuses one leaves its value null.
 */

export interface BrowserFingerprint {
  userAgent: string
  language: string
  languages: string[]
  platform: string
  cookieEnabled: boolean
  doNotTrack: string | null
  screenResolution: string
  availableScreenResolution: string
  colorDepth: number
  pixelRatio: number
  timezone: string
  timezoneOffset: number
  hardwareConcurrency: number | null
  maxTouchPoints: number
  plugins: number
  mimeTypes: number
  canvas: string | null
  webgl: string | null
  audio: string | null
  fonts: string[]
  localStorage: boolean
  sessionStorage: boolean
  indexedDB: boolean
  cpuClass: string | null
  oscpu: string | null
  connectionInfo: { effectiveType: string | null; downlink: number | null; rtt: number | null; saveData: boolean | null } | null
  batteryLevel: number | null
  batteryCharging: boolean | null
  mediaDevices: string[]
  permissions: Record<string, string>
  referrer: string
  webdriver: boolean
  javaEnabled: boolean
}

const COMMON_FONTS = ['Arial', 'Verdana', 'Times New Roman', 'Courier New', 'Georgia', 'Trebuchet MS', 'Comic Sans MS', 'Impact', 'Tahoma', 'Helvetica']
const PERMISSIONS = ['camera', 'microphone', 'geolocation', 'notifications'] as const

interface NavigatorExtras {
  cpuClass?: string
  oscpu?: string
  connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean }
  getBattery?: () => Promise<{ level: number; charging: boolean }>
}

/** A short stable hash of a string (FNV-1a, hex), so long probe outputs stay small. */
export function hashText(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

function attempt<T>(probe: () => T, fallback: T): T {
  try {
    return probe()
  } catch {
    return fallback
  }
}

function canvasSignature(): string | null {
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d')
  if (!context) return null
  canvas.width = 200
  canvas.height = 40
  context.textBaseline = 'top'
  context.font = '14px Arial'
  context.fillStyle = '#f60'
  context.fillRect(100, 1, 62, 20)
  context.fillStyle = '#069'
  context.fillText('Ironbridge Heavy Haul, 1.0', 2, 15)
  const data = canvas.toDataURL()
  return `canvas-${data.length}-${hashText(data)}${hashText(data.slice(-200))}`
}

function webglRenderer(): string | null {
  const gl = document.createElement('canvas').getContext('webgl')
  if (!gl) return null
  const info = gl.getExtension('WEBGL_debug_renderer_info')
  const vendor = String(gl.getParameter(info ? info.UNMASKED_VENDOR_WEBGL : gl.VENDOR))
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER))
  return `${vendor} ~ ${renderer}`.slice(0, 200)
}

/** The audio stack's signature without playing anything: its sample rate and channel layout. */
function audioSignature(): string | null {
  if (typeof AudioContext === 'undefined' && typeof OfflineAudioContext === 'undefined') return null
  const context = new OfflineAudioContext(1, 44100, 44100)
  const oscillator = context.createOscillator()
  const compressor = context.createDynamicsCompressor()
  const facts = [context.sampleRate, oscillator.frequency.defaultValue, compressor.threshold.defaultValue, compressor.knee.defaultValue]
  return `audio-${hashText(facts.join('|'))}-${facts.join('-')}`
}

function detectFonts(): string[] {
  const context = document.createElement('canvas').getContext('2d')
  if (!context) return []
  const widthIn = (font: string) => {
    context.font = `16px ${font}`
    return context.measureText('mmmmmmmmmmlli10OO').width
  }
  const baselines = ['monospace', 'serif', 'sans-serif'].map(widthIn)
  return COMMON_FONTS.filter((font) => ['monospace', 'serif', 'sans-serif'].some((base, i) => widthIn(`'${font}',${base}`) !== baselines[i]))
}

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  return attempt(() => {
    const storage = window[kind]
    storage.setItem('fingerprint-probe', '1')
    storage.removeItem('fingerprint-probe')
    return true
  }, false)
}

async function permissionStates(): Promise<Record<string, string>> {
  const states: Record<string, string> = {}
  if (!navigator.permissions?.query) return states
  await Promise.all(
    PERMISSIONS.map(async (name) => {
      try {
        states[name] = (await navigator.permissions.query({ name })).state
      } catch {
        states[name] = 'unsupported'
      }
    }),
  )
  return states
}

async function battery(extras: NavigatorExtras): Promise<{ level: number | null; charging: boolean | null }> {
  try {
    const status = await extras.getBattery?.()
    return status ? { level: Math.round(status.level * 100), charging: status.charging } : { level: null, charging: null }
  } catch {
    return { level: null, charging: null }
  }
}

async function mediaDeviceKinds(): Promise<string[]> {
  try {
    // Without a granted permission the browser gives kinds only, no labels or ids.
    return (await navigator.mediaDevices.enumerateDevices()).map((device) => device.kind)
  } catch {
    return []
  }
}

export async function collectFingerprint(): Promise<BrowserFingerprint> {
  const extras = navigator as Navigator & NavigatorExtras
  const [permissions, power, mediaDevices] = await Promise.all([permissionStates(), battery(extras), mediaDeviceKinds()])
  const connection = extras.connection
  return {
    userAgent: navigator.userAgent.slice(0, 500),
    language: navigator.language,
    languages: [...(navigator.languages ?? [])].slice(0, 10),
    platform: navigator.platform,
    cookieEnabled: navigator.cookieEnabled,
    doNotTrack: navigator.doNotTrack ?? null,
    screenResolution: `${screen.width}x${screen.height}`,
    availableScreenResolution: `${screen.availWidth}x${screen.availHeight}`,
    colorDepth: screen.colorDepth,
    pixelRatio: window.devicePixelRatio,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timezoneOffset: new Date().getTimezoneOffset(),
    hardwareConcurrency: navigator.hardwareConcurrency ?? null,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    plugins: navigator.plugins?.length ?? 0,
    mimeTypes: navigator.mimeTypes?.length ?? 0,
    canvas: attempt(canvasSignature, null),
    webgl: attempt(webglRenderer, null),
    audio: attempt(audioSignature, null),
    fonts: attempt(detectFonts, []),
    localStorage: storageWorks('localStorage'),
    sessionStorage: storageWorks('sessionStorage'),
    indexedDB: typeof indexedDB !== 'undefined',
    cpuClass: extras.cpuClass ?? null,
    oscpu: extras.oscpu ?? null,
    connectionInfo: connection
      ? { effectiveType: connection.effectiveType ?? null, downlink: connection.downlink ?? null, rtt: connection.rtt ?? null, saveData: connection.saveData ?? null }
      : null,
    batteryLevel: power.level,
    batteryCharging: power.charging,
    mediaDevices: mediaDevices.slice(0, 20),
    permissions,
    referrer: document.referrer.slice(0, 500),
    webdriver: navigator.webdriver === true,
    javaEnabled: false,
  }
}
