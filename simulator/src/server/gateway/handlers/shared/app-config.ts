// App-wide configuration no one area owns: adverts by position and the feature switches.
import { loadCatalog } from '../../../state/catalog';
import { optString } from '../input';
import type { ServiceHandlers } from '../types';

export const appConfigHandlers = {
  advert: ({ ctx, input }) => {
    const position = optString(input, 'position');
    return {
      list: loadCatalog(ctx.config.fixturesDir).adverts.filter((a) => !position || a.position === position),
    };
  },
  configSwitcher: ({ state }) => ({ ...state.switches }),
} satisfies Partial<ServiceHandlers<'pos-operation-service'>>;
