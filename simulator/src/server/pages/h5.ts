// /h5/*: the built H5 (app/dist, vite base '/h5/'). Hashed assets are cached for a year; every
// other path is a route of the single-page app and gets index.html with the host shim injected.
// Files go out precompressed, the page compressed per request (docs/simulator.md, "Compression").
import path from 'node:path';
import { Router } from 'express';
import type { HostContext, HostServices } from '../hosts/context';
import type { ShimFixtures } from '../hosts/shim';
import { createFixturePictureRouter } from './fixture-pictures';
import { precompressedStatic } from './precompressed-static';
import { sendShimmedPage } from './shim-page';

const NOT_BUILT = {
  title: 'H5 尚未构建 (the H5 is not built)',
  lines: [
    'app/dist/index.html 不存在，所以这里还没有页面可以显示。',
    'The simulator serves the H5 from app/dist. Build it, then reload this page:',
  ],
  command: 'npm run build',
};

/** @example app.use('/h5', createH5Router(ctx, hosts, loadShimFixtures(ctx.config.fixturesDir))); */
export function createH5Router(ctx: HostContext, hosts: HostServices, shimFixtures: ShimFixtures): Router {
  const router = Router();
  const dist = ctx.config.appDist;
  const htmlFile = path.join(dist, 'index.html');
  const page = { htmlFile, hosts, shimFixtures, notBuilt: NOT_BUILT };

  router.use((req, res, next) => {
    // The app's base is '/h5/': '/h5' alone would break its relative routing.
    if (req.originalUrl === '/h5' || req.originalUrl.startsWith('/h5?'))
      res.redirect(301, `/h5/${req.originalUrl.slice(3)}`);
    else next();
  });
  router.use(
    '/assets',
    precompressedStatic(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.get('/index.html', (req, res) => sendShimmedPage(req, res, page));
  // Unhashed files (rem.js, icons) revalidate by ETag on every load.
  router.use(precompressedStatic(dist, { maxAge: 0, fallthrough: true }));
  // The scenario data's pictures (/h5/static/…): never the app's page, which would carry the host's query.
  router.use(createFixturePictureRouter());
  router.get('/{*route}', (req, res) => sendShimmedPage(req, res, page));
  return router;
}
