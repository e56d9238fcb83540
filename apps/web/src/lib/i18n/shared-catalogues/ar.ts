/** The shared Arabic messages (errors, validation, fields): a chunk loaded only in Arabic. */
export { ar as default } from '@matjar/shared';
