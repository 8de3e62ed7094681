import { Button, type ButtonProps } from '@mantine/core'
import { useState, type MouseEvent, type ReactNode } from 'react'
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog'

interface ConfirmButtonProps extends ConfirmOptions {
  /** The button's own words, e.g. 'Delete my account'. */
  children: ReactNode
  /** How the button looks (variant, colour, icon, size). */
  buttonProps?: Omit<ButtonProps, 'children'> & { 'aria-label'?: string }
}

/**
 * A button that asks first. Example:
 * `<ConfirmButton title="Delete Quote" message="Are you sure…?" confirmLabel="Delete" onConfirm={() => deleteQuote(id)}>Delete</ConfirmButton>`
 */
export function ConfirmButton({ children, buttonProps, ...options }: ConfirmButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null)
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget)
    setIsOpen(true)
  }
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {children}
      </Button>
      <ConfirmDialog {...options} opened={isOpen} opener={opener} onClose={() => setIsOpen(false)} />
    </>
  )
}
