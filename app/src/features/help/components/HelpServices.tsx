// The help centre's services, first and as an icon grid: abnormal trades, their progress, the card
// machine's application, list and replacement, the service fee and the phone POS.
import { Link } from 'react-router-dom';
import { href } from '../../../config/href';
import { paths } from '../../../config/paths';

/** 24-unit stroke glyphs, drawn in the link's colour. */
const GLYPHS = {
  abnormal: 'M12 3 2 21h20L12 3zm0 6v6m0 3v.5',
  progress: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 3',
  apply: 'M4 5h16v14H4zM12 8v8m-4-4h8',
  devices: 'M7 2h10v20H7zM10 18h4M10 6h4v5h-4z',
  replace: 'M4 8h14l-3-3m5 11H6l3 3',
  fee: 'M7 4l5 7 5-7M6 12h12M6 16h12m-6-5v9',
  phonePos: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 17h2',
} as const;

const SERVICES: ReadonlyArray<{ name: string; glyph: keyof typeof GLYPHS; to: string }> = [
  { name: '异常交易处理', glyph: 'abnormal', to: href(paths.help.handleExceptionPage) },
  { name: '处理进度', glyph: 'progress', to: href(paths.help.speed) },
  { name: '申请机具', glyph: 'apply', to: href(paths.help.applyInstallPage) },
  { name: '我的机具', glyph: 'devices', to: href(paths.other.deviceApply, {}) },
  { name: '机具换机', glyph: 'replace', to: href(paths.help.replaceDevice) },
  { name: '服务费', glyph: 'fee', to: href(paths.help.switchPayDeviceApply) },
  { name: '手机 POS', glyph: 'phonePos', to: href(paths.other.phonePosIndex) },
];

export function HelpServices() {
  return (
    <nav aria-label="我的服务" className="mh-help-services">
      <ul>
        {SERVICES.map((s) => (
          <li key={s.glyph}>
            <Link className="mh-help-service" to={s.to}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={GLYPHS[s.glyph]} />
              </svg>
              <span>{s.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
