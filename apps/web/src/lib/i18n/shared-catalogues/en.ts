/** The shared English messages (errors, validation, fields): a chunk loaded only in English. */
export { en as default } from '@matjar/shared';
