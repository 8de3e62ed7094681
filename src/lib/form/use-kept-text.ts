import { useCallback, useState } from 'react'
import { discardFormDraft, readFormDraft, saveFormDraft } from './use-form-draft'

/**
 * A text box's value kept in this tab's drafts as it is typed, so a reload (a weak signal, a
 * phone that drops the tab) does not lose it; `discard` once it was sent. Without a `name`,
 * plain state. Example: `const [note, setNote, discardNote] = useKeptText(`road-note:${loadId}`)`.
 */
export function useKeptText(name: string | undefined): [string, (text: string) => void, () => void] {
  const [text, setText] = useState(() => {
    const kept = name ? readFormDraft(name)?.text : undefined
    return typeof kept === 'string' ? kept : ''
  })
  const keep = useCallback(
    (next: string) => {
      setText(next)
      if (!name) return
      if (next) saveFormDraft(name, { text: next })
      else discardFormDraft(name)
    },
    [name],
  )
  const discard = useCallback(() => keep(''), [keep])
  return [text, keep, discard]
}
