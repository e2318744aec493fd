import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { Flow } from './finishedFlow';
import { enterStep, finishFlow, isFinished, useFlowEnd, useFlowStep } from './finishedFlow';

const FLOW: Flow = { name: 'test-flow', start: '/list' };

let go: ReturnType<typeof useNavigate>;
function Nav() {
  go = useNavigate();
  return null;
}
function Step() {
  if (useFlowStep(FLOW)) return null;
  return <h1>步骤</h1>;
}
function Result() {
  useFlowEnd(FLOW);
  return <h1>结果</h1>;
}

const app = () =>
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Nav />
      <Routes>
        <Route path="/list" element={<h1>列表</h1>} />
        <Route path="/step" element={<Step />} />
        <Route path="/result" element={<Result />} />
      </Routes>
    </MemoryRouter>,
  );

describe('finished flows', () => {
  beforeEach(() => sessionStorage.clear());

  it('finishes only the entries of the flow that reached its result', () => {
    enterStep('a', 'k1');
    enterStep('b', 'k2');
    finishFlow('a');
    expect(isFinished('k1')).toBe(true);
    expect(isFinished('k2')).toBe(false);
    expect(sessionStorage.getItem('mh.finishedFlows')).toBe(
      JSON.stringify({ open: { b: ['k2'] }, done: ['k1'] }),
    );
  });

  it('shows a step until the result is reached, then passes over it to the start', async () => {
    app();
    await act(() => go('/step'));
    expect(screen.getByRole('heading').textContent).toBe('步骤');
    // Back before the result: the step is still the merchant's to use.
    await act(() => go(-1));
    await act(() => go(1));
    expect(screen.getByRole('heading').textContent).toBe('步骤');
    await act(() => go('/result'));
    expect(screen.getByRole('heading').textContent).toBe('结果');
    await act(() => go(-1));
    // jsdom keeps no router index in history.state, as at a tab's first entry: the flow's start replaces it.
    expect(screen.getByRole('heading').textContent).toBe('列表');
  });

  it('starts a new walk through the flow unfinished', async () => {
    app();
    await act(() => go('/step'));
    await act(() => go('/result'));
    await act(() => go('/step'));
    expect(screen.getByRole('heading').textContent).toBe('步骤');
  });
});
