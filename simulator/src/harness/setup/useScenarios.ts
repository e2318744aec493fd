// The scenarios the control API offers (GET /__sim/scenario), so the picker lists every one the
// simulator has, `long-history` included, without a second list to keep in step.
import { useEffect, useState } from 'react';
import type { ScenarioChoice } from '../../shared/control-api/session';
import { control } from '../api';

/** @example const scenarios = useScenarios(setup.session); */
export function useScenarios(session: string): { scenarios: ScenarioChoice[]; error: string | null } {
  const [scenarios, setScenarios] = useState<ScenarioChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    control('GET /scenario', { query: { session } }).then(
      (answer) => live && setScenarios(answer.scenarios),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [session]);
  return { scenarios, error };
}
