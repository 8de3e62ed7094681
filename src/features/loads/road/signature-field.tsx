import { Button, Group, Stack, Text } from '@mantine/core'
import SignaturePad from 'signature_pad'
import { useEffect, useRef } from 'react'

interface SignatureFieldProps {
  label: string
  /** Called with the drawn signature as a PNG, or null once cleared. */
  onChange: (signature: Blob | null) => void
  error?: string | null
}

/** Fits the canvas to its box at the screen's pixel density (the pad draws in canvas pixels). */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1)
  const drawn = pad.toData()
  canvas.width = canvas.offsetWidth * ratio
  canvas.height = canvas.offsetHeight * ratio
  canvas.getContext('2d')?.scale(ratio, ratio)
  pad.fromData(drawn)
}

/** The canvas as a PNG file. */
function pngOf(canvas: HTMLCanvasElement): Blob {
  const base64 = canvas.toDataURL('image/png').slice('data:image/png;base64,'.length)
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' })
}

/** A signature drawn with a finger or stylus (signature_pad), given as a PNG. */
export function SignatureField({ label, onChange, error }: SignatureFieldProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const padRef = useRef<SignaturePad | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    const pad = new SignaturePad(canvas, {
      penColor: '#101a2a',
      backgroundColor: 'rgb(255,255,255)',
    })
    padRef.current = pad
    fitCanvas(canvas, pad)
    // Made at once, not with the asynchronous toBlob: a Save tapped just after the last stroke
    // then finds the signature there, where on a slow phone it could come after the tap.
    const report = () => onChangeRef.current(pad.isEmpty() ? null : pngOf(canvas))
    pad.addEventListener('endStroke', report)
    const observer = new ResizeObserver(() => fitCanvas(canvas, pad))
    observer.observe(canvas)
    return () => {
      observer.disconnect()
      pad.removeEventListener('endStroke', report)
      pad.off()
    }
  }, [])

  const clear = () => {
    padRef.current?.clear()
    onChange(null)
  }

  return (
    <Stack gap={4}>
      <Text fw={600} id="signature-label">
        {label}
      </Text>
      <canvas
        ref={canvasRef}
        aria-labelledby="signature-label"
        role="img"
        style={{
          width: '100%',
          height: 180,
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 6,
          touchAction: 'none',
          background: '#fff',
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c={error ? 'red.8' : 'gray.7'} role={error ? 'alert' : undefined}>
          {error ?? 'Sign inside the box'}
        </Text>
        <Button variant="subtle" mih={44} onClick={clear}>
          Clear signature
        </Button>
      </Group>
    </Stack>
  )
}
