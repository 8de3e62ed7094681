/** How a number field reads and writes its text (see number-field.tsx). */
export interface NumberFormat {
  allowDecimal?: boolean
  allowNegative?: boolean
  /** Most digits after the point. */
  decimalScale?: number
  /** Shown between thousands once the field is left, e.g. ","; typed text may contain it. */
  thousandSeparator?: string
}

/**
 * The text as the visitor may type it, or null when the change is refused (a letter, a second
 * point): the field keeps its text, as a number input does. Digits past `decimalScale` are dropped.
 */
export function acceptTyped(text: string, { allowDecimal = true, allowNegative = true, decimalScale, thousandSeparator }: NumberFormat): string | null {
  const plain = (thousandSeparator ? text.replaceAll(thousandSeparator, '') : text).trim()
  const shape = allowDecimal ? /^(-?)(\d*)(\.\d*)?$/ : /^(-?)(\d*)()$/
  const match = shape.exec(plain)
  if (!match || (match[1] && !allowNegative)) return null
  const [, sign = '', whole = '', fraction = ''] = match
  const kept = decimalScale === undefined ? fraction : fraction.slice(0, decimalScale > 0 ? decimalScale + 1 : 0)
  return sign + whole + kept
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text without its thousands separators, or null when they do not stand between groups of three ("12,5"). */
function ungrouped(text: string, separator: string | undefined): string | null {
  if (!separator || !text.includes(separator)) return text
  const grouped = new RegExp(`^-?\\d{1,3}(${escapeRegExp(separator)}\\d{3})+(\\.\\d*)?$`)
  return grouped.test(text) ? text.replaceAll(separator, '') : null
}

/**
 * The number a text stands for, exactly as typed: '' when empty, NaN when it is no number, for the
 * form's schema to say so. A comma groups thousands only in a field that groups with it ("150,000");
 * elsewhere it is a decimal comma. `readNumber('12,5', {})` is 12.5; `readNumber('12,5', { thousandSeparator: ',' })` is NaN.
 */
export function readNumber(text: string, { thousandSeparator }: NumberFormat): number | '' {
  const trimmed = text.trim()
  if (trimmed === '') return ''
  const plain = ungrouped(trimmed, thousandSeparator)
  if (plain === null) return Number.NaN
  const pointed = thousandSeparator === ',' ? plain : plain.replace(',', '.')
  return /^-?(\d+\.?\d*|\.\d+)$/.test(pointed) ? Number(pointed) : Number.NaN
}

/** The number a text stands for; '' while it is empty or unfinished ("12.", "-"). */
export function parseTyped(text: string): number | '' {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : ''
}

/** A value as the field shows it when not being typed in, e.g. 150000 → "150,000". */
export function formatNumber(value: number | '', { thousandSeparator }: NumberFormat): string {
  if (value === '' || Number.isNaN(value)) return ''
  const [whole = '', fraction] = String(value).split('.')
  const grouped = thousandSeparator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousandSeparator) : whole
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length

/** One step up or down from `value` without float noise (10 + 0.1 is 10.1); an empty or unreadable field starts at `min` or 0. */
export function stepNumber(value: number | '', step: number, direction: 1 | -1, { min, max }: { min?: number; max?: number }): number {
  if (value === '' || Number.isNaN(value)) return clamp(min ?? 0, min, max)
  const decimals = Math.max(decimalsOf(step), decimalsOf(value))
  return clamp(Number((value + direction * step).toFixed(decimals)), min, max)
}

export function clamp(value: number, min?: number, max?: number): number {
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value))
}
