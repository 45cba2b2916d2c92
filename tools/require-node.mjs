// Run before `npm start` and `npm test`: the portal, its tests and its tools need Node.js 24 or newer
// (docs/decisions/0171-node-24-runtime.md). On Linux x64 `npm ci` brings it (tools/node-runtime) and
// npm's scripts find it first on their PATH; elsewhere the machine's own Node must be 24.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `The portal needs Node.js 24 or newer, and its scripts run on ${process.version} (${process.execPath}). ` +
      'On Linux x64, run `npm ci` to bring Node.js 24 from the registry; on another platform, install Node.js 24.',
  );
  process.exit(1);
}
