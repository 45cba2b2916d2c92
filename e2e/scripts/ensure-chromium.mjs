// Installs Debian's Chromium when it is missing, so `npm test -w e2e` works on a fresh machine.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? [] : ['sudo', '-n'];
const run = (args) => {
  const [command, ...rest] = [...asRoot, ...args];
  console.log(`ensure-chromium: ${[command, ...rest].join(' ')}`);
  execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};

try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', 'chromium']);
} catch (error) {
  console.error(`ensure-chromium: could not install Chromium (${error.message}). Install the "chromium" package and retry.`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} is still missing after installing the chromium package.`);
  process.exit(1);
}
