import { keepFocusWhereControlsGo } from './focus-after-removal'
import { giveFocusBackToBusyButtons } from './focus-back-to-busy-buttons'

/** What keeps a keyboard or screen-reader user's place as controls go busy or go away. */
export function installFocusKeepers(): void {
  giveFocusBackToBusyButtons()
  keepFocusWhereControlsGo()
}
