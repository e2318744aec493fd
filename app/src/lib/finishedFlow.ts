// A flow of several screens that ends on a result (binding a card in three steps): once the result shows,
// the steps behind it are finished, and back from the result passes over them to where the flow began
// instead of landing on a step whose data is gone ("back after a successful bind lands on the form with a
// warning", issue 33). Steps are known by their history entries' keys; the keys — no data — are kept in
// session storage so a reload of the result still passes over them.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const STORE = 'mh.finishedFlows';
/** Enough for any walk through the app; older keys drop first. */
const KEEP = 60;

export interface Flow {
  /** e.g. 'bind-card'. */
  name: string;
  /** Where back goes when a finished step is the first entry of the tab (a deep link into step 2). */
  start: string;
}

interface Store {
  /** Entries of each flow not finished yet. */
  open: Record<string, string[]>;
  done: string[];
}

const empty = (): Store => ({ open: {}, done: [] });
let memory = empty();

function read(): Store {
  try {
    const raw = sessionStorage.getItem(STORE);
    if (!raw) return memory;
    const parsed = JSON.parse(raw) as Partial<Store>;
    return { open: parsed.open ?? {}, done: Array.isArray(parsed.done) ? parsed.done : [] };
  } catch {
    return memory;
  }
}

function write(store: Store): void {
  memory = store;
  try {
    sessionStorage.setItem(STORE, JSON.stringify(store));
  } catch {
    // Storage refused (private mode, quota): the page's memory still holds it for this page's life.
  }
}

const keep = (keys: string[]) => keys.slice(-KEEP);

/** The entry `key` is a step of `flow`. */
export function enterStep(flow: string, key: string): void {
  const store = read();
  const open = store.open[flow] ?? [];
  if (open.includes(key) || store.done.includes(key)) return;
  write({ ...store, open: { ...store.open, [flow]: keep([...open, key]) } });
}

/** The flow reached its result: every step entered so far is finished. */
export function finishFlow(flow: string): void {
  const store = read();
  const open = store.open[flow] ?? [];
  if (open.length === 0) return;
  const { [flow]: _finished, ...rest } = store.open;
  write({ open: rest, done: keep([...store.done, ...open]) });
}

export const isFinished = (key: string): boolean => read().done.includes(key);

/** The index React Router keeps in `history.state`: 0 for the tab's first entry. */
const historyIndex = (): number => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
};

/**
 * A step of `flow`: true when this entry's flow is finished, and the screen is then being left (back,
 * or to the flow's start when there is nothing behind) — render nothing.
 */
export function useFlowStep(flow: Flow | undefined): boolean {
  const { key } = useLocation();
  const navigate = useNavigate();
  const finished = flow !== undefined && isFinished(key);
  const left = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!flow) return;
    if (!finished) return enterStep(flow.name, key);
    if (left.current === key) return; // an effect run twice must not go back twice
    left.current = key;
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(flow.start, { replace: true });
  }, [flow, finished, key, navigate]);
  return finished;
}

/** The result of `flow`: shown, it finishes the steps behind it. */
export function useFlowEnd(flow: Flow | undefined): void {
  useEffect(() => {
    if (flow) finishFlow(flow.name);
  }, [flow]);
}
