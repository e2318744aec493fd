// The standard axes (达标轴) of a new session: each one's levels from the catalogue, none received yet.
import type { AxisPlay } from '../activities';
import type { Catalog } from '../catalog';

export function generateAxis(catalog: Catalog): Record<string, AxisPlay> {
  return Object.fromEntries(
    catalog.activities.flatMap((a) =>
      a.levels ? [[a.activityId, { levels: a.levels.map((l) => ({ ...l })), received: [] }]] : [],
    ),
  );
}
