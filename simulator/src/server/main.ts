// `npm start` / `npm run start -w simulator`: the simulator on http://localhost:5170 (PORT, HOST);
// `npm run dev` adds `--dev`.
import { createServer } from 'node:http';
import { createRequestListener } from './app';
import { createSimContext } from './context';

const port = Number(process.env.PORT ?? 5170);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`PORT must be a port number, got ${process.env.PORT}`);

// The app's vite dev server (app/vite.config.ts `server`, strictPort): under `npm run dev` only, its
// page may call this gateway (VITE_GATEWAY_HOST_MOCK=http://localhost:5170/gateway), without cookies.
const APP_DEV_ORIGIN = 'http://localhost:5173';
const devOrigins = process.argv.includes('--dev') ? [APP_DEV_ORIGIN] : [];

const ctx = createSimContext();
const server = createServer(createRequestListener(ctx, { devOrigins }));
server.once('error', (error: Error) => {
  console.error(`[sim] cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`[sim] Merchant H5 simulator on http://${shown}:${actual}/ (listening on ${host})`);
  console.log(
    `[sim] H5 deep link: http://${shown}:${actual}/h5/?__host=android&__version=360&__scenario=certified`,
  );
  console.log(
    `[sim] environments: http://localhost:${actual} mock · http://test.localhost:${actual} test · http://alpha.localhost:${actual} alpha · http://prod.localhost:${actual} production`,
  );
  if (devOrigins.length > 0) console.log(`[sim] dev: the gateway also answers ${devOrigins.join(', ')}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  // Event streams keep sockets open; do not wait for them.
  server.closeAllConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
