// `npm run dev`: the API with reload on change, and the web app with hot reload (proxying /api to it).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w @launchpad/server', prefixColor: 'magenta' },
    { name: 'web', command: 'npm run dev:web -w @launchpad/desktop', prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
