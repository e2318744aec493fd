// Every shared component's stylesheet, bundled with the global one (main.tsx imports this after
// global.css and QueryState.css). Split per component, a screen's first paint waited for up to eight
// stylesheets of a few hundred bytes, each a request on a weak network's six connections, and the
// data request queued behind them (docs/performance.md). Together they are 4 KB gzip. The
// components still import their own stylesheet, for Storybook and the tests; one module is bundled
// once. The glob's files come in name order: a component's rule that refines another component's
// class needs a more specific selector, not a later file.
import.meta.glob('./**/*.css', { eager: true });
