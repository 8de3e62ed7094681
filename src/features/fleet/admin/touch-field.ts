import classes from './fleet-admin.module.css'

/** Field props that make an input a fingertip high (44 px), for tablets in the cab. */
export const touchField = { size: 'md', classNames: { input: classes.touchInput } } as const
