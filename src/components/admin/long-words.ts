import classes from './admin-table.module.css'

/**
 * A column whose long words may break anywhere (`cellsClassName: breaksLongWords`): a long name
 * then wraps instead of widening its column, which on a tablet pushed the row's status under
 * the pinned actions. E-mail addresses wrap so everywhere (EmailAddress).
 */
export const breaksLongWords = classes.breaksLongWords
