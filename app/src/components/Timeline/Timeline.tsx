// Long work shown as progress (docs/product.md "UI rules"): the steps in order, each done, current,
// still to come or failed, with its time when known. An ordered list, the current step marked
// aria-current="step", so a screen reader hears where the work stands.
import './Timeline.css';

export type TimelineStepState = 'done' | 'current' | 'todo' | 'failed';

export interface TimelineStep {
  title: string;
  /** When it happened, as shown (e.g. '2026-11-21 09:12:00'); absent when not known yet. */
  time?: string;
  state: TimelineStepState;
  /** A line under the title, e.g. a failure's reason. */
  note?: string;
}

/** Read after the title, since the dot's colour alone would not say it. */
const STATE_TEXT: Record<TimelineStepState, string> = {
  done: '已完成',
  current: '进行中',
  todo: '未开始',
  failed: '失败',
};

export interface TimelineProps {
  /** The list's accessible name, e.g. '提现进度'. */
  label: string;
  steps: readonly TimelineStep[];
}

/**
 * @example
 * <Timeline label="提现进度" steps={[
 *   { title: '申请提现', time: '2026-11-21 09:12:00', state: 'done' },
 *   { title: '处理中', state: 'current' },
 *   { title: '到账', state: 'todo' },
 * ]} />
 */
export function Timeline({ label, steps }: TimelineProps) {
  return (
    <ol className="mh-timeline" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.title}
          className="mh-timeline-step"
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="mh-timeline-dot" aria-hidden="true" />
          <span className="mh-timeline-title">
            {step.title}
            <span className="mh-timeline-state">（{STATE_TEXT[step.state]}）</span>
          </span>
          {step.time ? <time className="mh-timeline-time">{step.time}</time> : null}
          {step.note ? <span className="mh-timeline-note">{step.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
