/**
 * Mantine's floating parts, loaded when one is first needed (a hover, a press, a first
 * toast): with Floating UI under them they are about 17 KB (brotli) of a phone's first
 * visit, and a first screen shows none of them. Imported only by `import()`.
 */
export { Menu, Popover, Tooltip } from '@mantine/core';
export { Notifications } from '@mantine/notifications';
