import { brand } from '@/theme/primitives';

/** Decorative hero art: nodes of a network linked across a stylised map grid. Inline, so no request. */
export function HeroArt() {
  const nodes = [
    [60, 220],
    [150, 110],
    [250, 190],
    [330, 80],
    [380, 250],
    [200, 300],
  ] as const;
  const links = [
    [0, 1],
    [1, 2],
    [2, 3],
    [2, 4],
    [0, 5],
    [5, 4],
    [1, 3],
  ] as const;
  return (
    <svg
      viewBox="0 0 440 360"
      style={{ width: '100%', height: 'auto' }}
      aria-hidden="true"
      focusable="false"
    >
      <g stroke="rgba(255,255,255,0.08)" strokeWidth="1">
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`h${i}`} x1="0" x2="440" y1={i * 45} y2={i * 45} />
        ))}
        {Array.from({ length: 11 }, (_, i) => (
          <line key={`v${i}`} y1="0" y2="360" x1={i * 44} x2={i * 44} />
        ))}
      </g>
      <g stroke="rgba(255,210,138,0.55)" strokeWidth="2">
        {links.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={nodes[a][0]}
            y1={nodes[a][1]}
            x2={nodes[b][0]}
            y2={nodes[b][1]}
          />
        ))}
      </g>
      {nodes.map(([x, y], i) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={i === 2 ? 22 : 14} fill="rgba(244,165,42,0.18)" />
          <circle cx={x} cy={y} r={i === 2 ? 10 : 6} fill={i === 2 ? brand.amber : '#ffffff'} />
        </g>
      ))}
    </svg>
  );
}
