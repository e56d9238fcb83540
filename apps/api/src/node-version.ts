/**
 * Imported first by every entry point: on a Node.js older than 24 (no security fixes, and
 * the native modules are built for 24) the process stops with one line saying why, before
 * anything else loads.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(`Matjar needs Node.js ${REQUIRED_MAJOR} or later; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}
