// Messages and tasks of a scenario.
import { dateTime, ymd } from '../clock';
import type { Catalog } from '../catalog';
import type { AppMessage, StoredTask } from '../model';
import type { Random } from '../prng';
import type { ScenarioDefinition } from '../scenarios';

/** Newest first; the newest `unread` messages are unread. */
export function generateMessages(
  def: ScenarioDefinition,
  catalog: Catalog,
  rng: Random,
  now: number,
): AppMessage[] {
  const templates = def.history.days > 0 ? catalog.messageTemplates : catalog.welcomeMessages;
  const span = Math.max(def.history.days, 1) * 24 * 3600;
  const times = Array.from({ length: def.messages.count }, (_, i) =>
    def.history.days > 0 ? now - rng.int(60, span) * 1000 : now - (i + 1) * 600_000,
  ).sort((a, b) => b - a);
  return times.map((at, i) => {
    const t = def.history.days > 0 ? rng.pick(templates) : templates[i % templates.length]!;
    return {
      id: `MSG${String(def.messages.count - i).padStart(5, '0')}`,
      type: t.type,
      typeName: t.typeName,
      title: t.title,
      content: `<p>${t.content}</p>`,
      date: ymd(at),
      createTime: dateTime(at),
      read: i >= def.messages.unread,
    };
  });
}

export function generateTasks(def: ScenarioDefinition, catalog: Catalog, rng: Random): StoredTask[] {
  const certified = def.certification === 'passed';
  return catalog.tasks.map((t, i) => {
    const progress = certified ? (i === 0 ? t.target : rng.int(0, t.target)) : 0;
    const done = progress >= t.target;
    // The first finished task is already rewarded; later ones wait for the merchant to claim.
    const status: StoredTask['status'] = !done ? '0' : i === 0 ? '2' : '1';
    return { ...t, progress, status };
  });
}
