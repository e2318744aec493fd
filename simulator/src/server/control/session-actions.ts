// The session's own control routes (shared/control-api/session.ts declares them): the index,
// scenario, reset, faults, logs, tokens, cipher and the state summary.
import { endpoints } from '@merchant-h5/sdk';
import type { LOG_KINDS, SESSION_ROUTES } from '../../shared/control-api/session';
import type { SimContext } from '../context';
import { MAX_FAULTS_PER_SESSION, addFault, parseFaultSpec, removeFaults } from '../faults/store';
import { SCENARIO_NAMES, isScenarioName, scenarioDefinitions } from '../state/scenarios';
import { chooseScenario, resetSession, type ResponseCipher } from '../state/session';
import type { ControlActions } from './action';
import { apiIndex } from './api-index';
import { ControlInputError } from './errors';
import { stateSummary } from './state-summary';

const isKnownEndpoint = (name: string) => Object.hasOwn(endpoints, name);

const scenarioRefused = () =>
  new ControlInputError('invalid_scenario', `scenario must be one of ${SCENARIO_NAMES.join(', ')}`);

const tokenAction = <S extends 'revoked' | 'expired' | 'valid'>(status: S) => ({
  run: (s: { id: string; tokenStatus: string }) => {
    s.tokenStatus = status;
    return { session: s.id, tokenStatus: status };
  },
  log: () => `token ${status}`,
});

export function sessionActions(ctx: SimContext): Pick<ControlActions, keyof typeof SESSION_ROUTES> {
  return {
    'GET /': { scope: 'none', run: () => apiIndex(ctx.settings) },
    'GET /scenario': {
      run: (s) => ({
        session: s.id,
        scenario: s.scenario,
        scenarios: SCENARIO_NAMES.map((name) => {
          const d = scenarioDefinitions(ctx.config.fixturesDir)[name];
          return { name, title: d.title, description: d.description };
        }),
      }),
    },
    'PUT /scenario': {
      run: (s, { body }) => {
        if (!isScenarioName(body.scenario)) throw scenarioRefused();
        chooseScenario(ctx, s, body.scenario);
        return { session: s.id, scenario: s.scenario };
      },
      log: ({ body }) => `scenario → ${String(body.scenario)}`,
    },
    'POST /reset': {
      run: (s, { body }) => {
        const { scenario } = body;
        if (scenario !== undefined && !isScenarioName(scenario)) throw scenarioRefused();
        if (scenario !== undefined) chooseScenario(ctx, s, scenario);
        else resetSession(ctx, s);
        return { session: s.id, scenario: s.scenario, reset: true };
      },
      log: () => 'reset',
    },
    'GET /faults': { run: (s) => ({ session: s.id, faults: s.faults }) },
    'PUT /faults': {
      run: (s, { body }) => {
        // The list, `{faults: [...]}` or one fault.
        const list: unknown[] = Array.isArray(body)
          ? body
          : Array.isArray(body.faults)
            ? body.faults
            : [body];
        if (list.length > MAX_FAULTS_PER_SESSION)
          throw new ControlInputError(
            'too_many_faults',
            `a session holds at most ${MAX_FAULTS_PER_SESSION} faults`,
          );
        const specs = list.map((f) => parseFaultSpec(f, isKnownEndpoint));
        removeFaults(s);
        return { session: s.id, faults: specs.map((spec) => addFault(s, spec)) };
      },
      log: () => 'faults replaced',
    },
    'POST /faults': {
      run: (s, { body }) => {
        if (s.faults.length >= MAX_FAULTS_PER_SESSION)
          throw new ControlInputError(
            'too_many_faults',
            `a session holds at most ${MAX_FAULTS_PER_SESSION} faults; DELETE some first`,
            409,
          );
        return { session: s.id, fault: addFault(s, parseFaultSpec(body, isKnownEndpoint)) };
      },
      log: ({ body }) => `fault added: ${String(body.kind)}`,
    },
    'DELETE /faults': {
      run: (s, { query }) => {
        const id = query.id === undefined ? undefined : Number(query.id);
        if (id !== undefined && !Number.isInteger(id))
          throw new ControlInputError('invalid_id', 'id must be an integer');
        const endpoint = typeof query.endpoint === 'string' ? query.endpoint : undefined;
        return {
          session: s.id,
          removed: removeFaults(s, {
            ...(id !== undefined ? { id } : {}),
            ...(endpoint ? { endpoint } : {}),
          }),
          faults: s.faults,
        };
      },
      log: () => 'faults removed',
    },
    'GET /logs': {
      scope: 'any',
      run: (session, { query }) => {
        const since = query.since === undefined ? undefined : Number(query.since);
        if (since !== undefined && !Number.isInteger(since))
          throw new ControlInputError('invalid_since', 'since must be a log id (integer)');
        // The router has checked `kind` against the declared values.
        const kind = query.kind as (typeof LOG_KINDS)[number] | undefined;
        return {
          entries: ctx.logs.list({
            ...(session ? { session } : {}),
            ...(kind ? { kind } : {}),
            ...(since !== undefined ? { since } : {}),
          }),
        };
      },
    },
    'DELETE /logs': {
      scope: 'any',
      run: (session) => {
        ctx.logs.clear(session);
        return { cleared: session ?? '*' };
      },
    },
    'POST /tokens/revoke': tokenAction('revoked'),
    'POST /tokens/expire': tokenAction('expired'),
    'POST /tokens/restore': tokenAction('valid'),
    'PUT /cipher': {
      run: (s, { body }) => {
        // The router has checked `responseCipher` against the declared values.
        s.responseCipher = body.responseCipher as ResponseCipher;
        return { session: s.id, responseCipher: s.responseCipher };
      },
      log: ({ body }) => `responseCipher → ${String(body.responseCipher)}`,
    },
    'GET /state': { run: (s) => stateSummary(ctx, s) },
  };
}
