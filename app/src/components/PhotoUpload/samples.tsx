// What a good photo of each kind looks like, for PhotoUpload's `sample`: a schematic line drawing (a
// few shapes, coloured by PhotoUpload.css from the tokens) and one line of tips. Each sample is its own
// export, so a screen's chunk carries only the drawings it shows.
import type { ComponentType, ReactNode } from 'react';

export interface PhotoSample {
  /** The drawing; `label` names it for a screen reader (e.g. 营业执照照片示例). */
  Picture: ComponentType<{ label: string }>;
  /** One line: what makes the photo usable. */
  tips: string;
}

/** A 80×56 drawing; `framed` adds the viewfinder's corners round a document: all four are in it. */
function Drawing({ label, framed, children }: { label: string; framed?: boolean; children: ReactNode }) {
  return (
    <svg
      className="mh-photo-sample-picture"
      viewBox="0 0 80 56"
      role="img"
      aria-label={label}
      focusable="false"
    >
      {framed ? <path className="mh-photo-sample-frame" d="M2 10V2h8m60 0h8v8m0 36v8h-8M10 54H2v-8" /> : null}
      {children}
    </svg>
  );
}

/** A card or a document lying flat, inside the frame. */
const Paper = ({ rx }: { rx: number }) => (
  <rect className="mh-photo-sample-paper" x="7" y="7" width="66" height="42" rx={rx} />
);

export const licenceSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label} framed>
      <Paper rx={1} />
      <path d="M30 14h20M14 23h26m-26 7h30m-30 7h22m-22 6h18" />
      <circle className="mh-photo-sample-alert" cx="58" cy="37" r="6" />
    </Drawing>
  ),
  tips: '四角完整、字迹清晰、无反光',
};

export const idFrontSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label} framed>
      <Paper rx={4} />
      <path d="M13 15h20m-20 7h14m-14 7h22m-22 12h40" />
      <circle className="mh-photo-sample-accent" cx="57" cy="21" r="5" />
      <path d="M48 35a9 8 0 0 1 18 0" />
    </Drawing>
  ),
  tips: '人像面朝上、四角完整、号码清晰、无反光',
};

export const idBackSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label} framed>
      <Paper rx={4} />
      <circle className="mh-photo-sample-accent" cx="19" cy="19" r="6" />
      <path d="M31 16h30m-28 7h24M15 36h48m-48 6h40" />
    </Drawing>
  ),
  tips: '国徽面朝上、四角完整、有效期清晰、无反光',
};

export const shopFrontSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label}>
      <path d="M4 51h72M10 51V20h60v31" />
      <rect className="mh-photo-sample-accent" x="14" y="8" width="52" height="11" rx="1" />
      <path d="M26 13.5h28" />
      <rect className="mh-photo-sample-paper" x="33" y="31" width="14" height="20" />
      <rect x="16" y="28" width="12" height="10" />
      <rect x="52" y="28" width="12" height="10" />
    </Drawing>
  ),
  tips: '正面拍摄，招牌、店名和门口完整入镜',
};

export const shopInsideSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label}>
      <rect x="20" y="8" width="40" height="28" />
      <path d="M4 2l16 6m56-6l-16 6M4 54l16-18m56 18L60 36M25 16h14m-14 8h14" />
      <rect className="mh-photo-sample-accent" x="40" y="40" width="28" height="10" rx="1" />
      <rect className="mh-photo-sample-paper" x="46" y="33" width="9" height="7" rx="1" />
    </Drawing>
  ),
  tips: '光线充足，拍到经营场景和收银台',
};

export const deviceSample: PhotoSample = {
  Picture: ({ label }) => (
    <Drawing label={label}>
      <rect className="mh-photo-sample-paper" x="27" y="3" width="26" height="50" rx="4" />
      <rect className="mh-photo-sample-accent" x="31" y="8" width="18" height="15" rx="1" />
      <path className="mh-photo-sample-alert" d="M36 9l4 5-3 3 5 5" />
      <path d="M33 30h2m4 0h2m4 0h2M33 37h2m4 0h2m4 0h2M33 44h2m4 0h2m4 0h2" />
    </Drawing>
  ),
  tips: '整机入镜，屏幕、按键等故障处清晰可见',
};
