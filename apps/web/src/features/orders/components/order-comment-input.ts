// A module of its own so that the comment box imports the shared schema only when a comment is sent.
export { orderCommentInput } from '@matjar/shared';
