// The pictures the scenario data points to under /h5/static/ (commodities, banners, uploads) are not
// part of the app's build: without this, the app's index page would answer them, and in the
// mini-program host that "page" is launched with the web-view's query — token included — in a
// picture's request address. Each is drawn here as a small SVG, its colour from its name, so the
// same name always looks the same.
import { Router } from 'express';

const PICTURE = /\.(png|jpe?g|gif|webp|svg)$/i;

/** Whether a request path is one of these pictures: a subresource, served with the assets' headers. */
export function isFixturePicture(path: string): boolean {
  return path.startsWith('/h5/static/') && PICTURE.test(path);
}

function hue(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** A square placeholder picture: a tinted ground and a gift box. @example picture('commodity/C001.png') */
export function picture(name: string): string {
  const h = hue(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<rect width="240" height="240" fill="hsl(${h},60%,88%)"/>`,
    `<g fill="hsl(${h},55%,45%)">`,
    '<rect x="70" y="100" width="100" height="80" rx="6"/>',
    '<rect x="62" y="82" width="116" height="26" rx="6"/>',
    '</g>',
    `<rect x="113" y="82" width="14" height="98" fill="hsl(${h},60%,88%)"/>`,
    '</svg>',
  ].join('');
}

/** @example router.use(createFixturePictureRouter()); // inside the /h5 router, before the app's pages */
export function createFixturePictureRouter(): Router {
  const router = Router();
  router.get('/static/{*file}', (req, res, next) => {
    if (!PICTURE.test(req.path)) return next();
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=3600')
      // In an <img> an SVG runs nothing; opened on its own it is a document, and may load nothing.
      .set('Content-Security-Policy', "default-src 'none'")
      .send(picture(req.path.slice('/static/'.length)));
  });
  return router;
}
