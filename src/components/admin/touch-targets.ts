import classes from './touch-targets.module.css'

/** A link in a list, row or card, 44 px tall to tap: `<Anchor className={tallLink} …>`. */
export const tallLink = classes.link

/** A checkbox whose label row, 44 px tall, takes the tap: `<Checkbox classNames={tallCheckbox} …>`. */
export const tallCheckbox = { inner: classes.checkboxInner, label: classes.checkboxLabel }

/** A switch whose tap area is at least 44 × 44 px: `<Switch classNames={tallSwitch} …>`. */
export const tallSwitch = { body: classes.switchBody }
