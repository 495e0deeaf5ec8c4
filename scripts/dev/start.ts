/**
 * `npm start`: the whole local stack with the Vite dev server, data kept between runs.
 * `--preview` serves the production build instead (used by the end-to-end tests), `--ephemeral` keeps no data.
 */
import { ports, STACK_READY, startLocalStack } from './local-stack';

const args = new Set(process.argv.slice(2));
const { stop, siteUrl } = await startLocalStack({
  site: args.has('--preview') ? 'preview' : 'dev',
  persist: !args.has('--ephemeral'),
});

console.log(`
  ${STACK_READY}.

  Site             ${siteUrl}
  Auth emulator    http://127.0.0.1:${ports.auth}  (demo account: demo@lagoonridge.test / demo-password)
  Firestore        http://127.0.0.1:${ports.firestore}
  Functions        http://127.0.0.1:${ports.functions}
  Mail catcher     smtp://127.0.0.1:${ports.smtp}  (received mail in .emulator-data/mail/)
  Mail retry       every minute; npm run mail:retry retries now, npm run messages lists messages

  Press Ctrl-C to stop everything.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    void stop().then(() => process.exit(0));
  });
}
