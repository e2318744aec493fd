// '/': the harness UI (simulator/dist/harness), a single-page app: unknown paths get index.html,
// except WeChat's authorize step, which the root answers as open.weixin.qq.com does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { HostContext } from '../hosts/context';
import type { SessionHost } from '../state/session';
import { renderMessagePage } from './message-page';
import { createWechatAuthorizeRouter } from './wechat-authorize';

const NOT_BUILT = renderMessagePage({
  title: 'Harness 尚未构建 (the harness UI is not built)',
  lines: [
    'simulator/dist/harness/index.html 不存在。The control API (/__sim/), the gateway and /h5/ deep links work without it.',
  ],
  command: 'npm run build -w simulator',
});

/** @example app.use(createHarnessRouter(ctx)); */
export function createHarnessRouter(ctx: HostContext & SessionHost): Router {
  const router = Router();
  router.use(createWechatAuthorizeRouter(ctx));
  const dist = ctx.config.harnessDist;
  const index = path.join(dist, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(dist, { index: false, maxAge: 0 }));
  router.get('/{*route}', (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT);
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
