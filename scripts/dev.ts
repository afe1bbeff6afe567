import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API (restarting on change) on :8080 and the Vite dev servers proxying /pre:
 * the portal's, and the console's on :5174 (its vite.config.ts).
 */
const children = [
  spawn('node', ['--watch', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@portal/console'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
