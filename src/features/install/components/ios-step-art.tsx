import { appTheme } from '@/theme/app-theme';
import { brand } from '@/theme/primitives';

/** The drawings' colours as the theme's variables, so they follow the colour scheme. */
const { palette } = appTheme.vars;
const art = {
  mist: palette.site.mist,
  line: palette.divider,
  surface: palette.background.paper,
  ink: palette.primary.main,
  muted: palette.text.secondary,
};

/** Original line drawings of Safari's Add to Home Screen steps; the step's text says what they show. */
const frame = { width: 120, height: 96, viewBox: '0 0 120 96', 'aria-hidden': true } as const;

function Highlight({ x, y, r }: { x: number; y: number; r: number }) {
  return <circle cx={x} cy={y} r={r} fill="none" stroke={brand.amber} strokeWidth="3" />;
}

/** Safari's bottom toolbar with the Share button (a square with an arrow pointing up). */
export function ShareButtonArt() {
  return (
    <svg {...frame}>
      <rect x="1" y="1" width="118" height="94" rx="12" fill={art.mist} stroke={art.line} />
      <rect x="12" y="14" width="96" height="10" rx="5" fill={art.surface} stroke={art.line} />
      <rect x="1" y="66" width="118" height="29" rx="0" fill={art.surface} stroke={art.line} />
      <path d="M18 80 l6 -6 M18 80 l6 6" stroke={art.muted} strokeWidth="2" fill="none" />
      <path d="M38 74 l6 6 l-6 6" stroke={art.line} strokeWidth="2" fill="none" />
      <g stroke={art.ink} strokeWidth="2" fill="none" strokeLinecap="round">
        <path d="M55 77 h-3 v11 h16 v-11 h-3" />
        <path d="M60 84 v-13 M56 75 l4 -4 l4 4" />
      </g>
      <path d="M80 74 h10 v12 h-10 z M96 74 h8 v12 h-8 z" stroke={art.muted} fill="none" />
      <Highlight x={60} y={79} r={13} />
    </svg>
  );
}

/** The share sheet's list of actions with Add to Home Screen (a plus in a square). */
export function AddToHomeScreenArt() {
  const rows = [18, 40, 62];
  return (
    <svg {...frame}>
      <rect x="1" y="1" width="118" height="94" rx="12" fill={art.mist} stroke={art.line} />
      {rows.map((y) => (
        <rect key={y} x="10" y={y - 8} width="100" height="18" rx="4" fill={art.surface} />
      ))}
      <rect x="18" y="15" width="46" height="5" rx="2.5" fill={art.line} />
      <rect x="18" y="59" width="52" height="5" rx="2.5" fill={art.line} />
      <rect x="18" y="37" width="60" height="5" rx="2.5" fill={art.ink} />
      <g stroke={art.ink} strokeWidth="2" fill="none" strokeLinecap="round">
        <rect x="91" y="33" width="12" height="12" rx="3" />
        <path d="M97 36 v6 M94 39 h6" />
      </g>
      <rect
        x="8"
        y="30"
        width="104"
        height="22"
        rx="6"
        fill="none"
        stroke={brand.amber}
        strokeWidth="3"
      />
    </svg>
  );
}

/** The Add to Home Screen sheet: the app's icon and name, with Add at the top right. */
export function ConfirmAddArt() {
  return (
    <svg {...frame}>
      <rect x="1" y="1" width="118" height="94" rx="12" fill={art.mist} stroke={art.line} />
      <rect x="10" y="10" width="24" height="6" rx="3" fill={art.line} />
      <text x="100" y="18" fontSize="12" fontWeight="700" fill={art.ink} textAnchor="middle">
        Add
      </text>
      <Highlight x={100} y={14} r={12} />
      <rect x="14" y="38" width="36" height="36" rx="9" fill={art.ink} />
      <path d="M20 62 L28 52 L33 58 L37 53 L44 62 Z" fill={brand.amber} />
      <rect x="58" y="48" width="48" height="6" rx="3" fill={art.ink} />
      <rect x="58" y="60" width="36" height="5" rx="2.5" fill={art.line} />
    </svg>
  );
}
