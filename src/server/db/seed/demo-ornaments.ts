import type { Palette } from './demo-types.ts';

/** SVG fragments drawn around a centre (cx, cy) at a radius r; sharp rasterises them. */
const f = (n: number): string => n.toFixed(1);

export function petals(cx: number, cy: number, r: number, count: number, fill: string, stroke: string, turn = 0): string {
  const d = `M0,0 C${f(r * 0.28)},${f(-r * 0.3)} ${f(r * 0.22)},${f(-r * 0.75)} 0,${f(-r)} C${f(-r * 0.22)},${f(-r * 0.75)} ${f(-r * 0.28)},${f(-r * 0.3)} 0,0Z`;
  let out = `<g transform="translate(${f(cx)} ${f(cy)})">`;
  for (let i = 0; i < count; i++) {
    out += `<path d="${d}" transform="rotate(${f(turn + (i * 360) / count)})" fill="${fill}" stroke="${stroke}" stroke-width="${f(r * 0.02)}"/>`;
  }
  return `${out}</g>`;
}

export function dotRing(cx: number, cy: number, r: number, count: number, dot: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (i * 2 * Math.PI) / count;
    out += `<circle cx="${f(cx + r * Math.cos(a))}" cy="${f(cy + r * Math.sin(a))}" r="${f(dot)}" fill="${fill}"/>`;
  }
  return out;
}

export function mandala(cx: number, cy: number, r: number, c: Palette, seed: number): string {
  const outer = 8 + (seed % 3) * 4;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${f(r)}" fill="none" stroke="${c.ink}" stroke-width="${f(r * 0.025)}"/>`,
    dotRing(cx, cy, r * 0.93, outer * 3, r * 0.022, c.ink),
    petals(cx, cy, r * 0.86, outer, c.accent, c.ink),
    petals(cx, cy, r * 0.6, outer, c.bg[1], c.ink, 180 / outer),
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.36)}" fill="${c.bg[0]}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    petals(cx, cy, r * 0.33, 8, c.ink, c.ink),
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.1)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>`,
  ].join('');
}

function paisley(x: number, y: number, scale: number, turn: number, c: Palette): string {
  const body = 'M0,60 C-55,40 -55,-40 0,-50 C45,-58 55,-5 20,10 C5,18 0,35 0,60Z';
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(turn)}) scale(${f(scale)})">` +
    `<path d="${body}" fill="${c.accent}" stroke="${c.ink}" stroke-width="4"/>` +
    `<path d="${body}" transform="translate(-2 -4) scale(0.55)" fill="none" stroke="${c.ink}" stroke-width="5"/>` +
    `<circle cx="-2" cy="-12" r="7" fill="${c.ink}"/></g>`
  );
}

/** A double frame with a paisley in each corner. */
export function frame(w: number, h: number, c: Palette, inset = 40): string {
  const s = Math.min(w, h) / 1200;
  return [
    `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" rx="${f(18 * s)}" fill="none" stroke="${c.ink}" stroke-width="${f(8 * s)}"/>`,
    `<rect x="${inset + 18 * s}" y="${inset + 18 * s}" width="${f(w - 2 * inset - 36 * s)}" height="${f(h - 2 * inset - 36 * s)}" fill="none" stroke="${c.ink}" stroke-width="${f(2.5 * s)}" stroke-dasharray="${f(14 * s)} ${f(8 * s)}"/>`,
    paisley(inset + 85 * s, inset + 85 * s, 0.9 * s, -45, c),
    paisley(w - inset - 85 * s, inset + 85 * s, 0.9 * s, 45, c),
    paisley(inset + 85 * s, h - inset - 85 * s, 0.9 * s, -135, c),
    paisley(w - inset - 85 * s, h - inset - 85 * s, 0.9 * s, 135, c),
  ].join('');
}

export function trophy(cx: number, cy: number, r: number, c: Palette): string {
  const x = (k: number) => f(cx + k * r);
  const y = (k: number) => f(cy + k * r);
  return [
    `<path d="M${x(-0.75)},${y(-0.75)} C${x(-1.15)},${y(-0.75)} ${x(-1.1)},${y(-0.2)} ${x(-0.5)},${y(-0.15)}" fill="none" stroke="${c.accent}" stroke-width="${f(r * 0.09)}"/>`,
    `<path d="M${x(0.75)},${y(-0.75)} C${x(1.15)},${y(-0.75)} ${x(1.1)},${y(-0.2)} ${x(0.5)},${y(-0.15)}" fill="none" stroke="${c.accent}" stroke-width="${f(r * 0.09)}"/>`,
    `<path d="M${x(-0.8)},${y(-0.95)} L${x(0.8)},${y(-0.95)} C${x(0.8)},${y(-0.1)} ${x(0.35)},${y(0.2)} ${x(0.12)},${y(0.25)} L${x(0.12)},${y(0.5)} L${x(-0.12)},${y(0.5)} L${x(-0.12)},${y(0.25)} C${x(-0.35)},${y(0.2)} ${x(-0.8)},${y(-0.1)} ${x(-0.8)},${y(-0.95)}Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    star(cx, cy - 0.5 * r, r * 0.22, c.bg[1]),
    `<rect x="${x(-0.4)}" y="${y(0.5)}" width="${f(0.8 * r)}" height="${f(0.14 * r)}" rx="${f(r * 0.03)}" fill="${c.accent}"/>`,
    `<rect x="${x(-0.6)}" y="${y(0.64)}" width="${f(1.2 * r)}" height="${f(0.32 * r)}" rx="${f(r * 0.04)}" fill="#5c3317" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>`,
    `<rect x="${x(-0.35)}" y="${y(0.72)}" width="${f(0.7 * r)}" height="${f(0.14 * r)}" fill="${c.ink}" opacity="0.85"/>`,
  ].join('');
}

export function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    points.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

export function balloons(cx: number, cy: number, r: number, c: Palette, seed: number): string {
  const colours = [c.accent, c.ink, '#ffffff', c.text, c.accent];
  let out = '';
  for (let i = 0; i < 5; i++) {
    const bx = cx + (i - 2) * r * 0.42;
    const by = cy - r * 0.35 + ((i + seed) % 3) * r * 0.18 - (i === 2 ? r * 0.25 : 0);
    out += `<path d="M${f(bx)},${f(by + r * 0.3)} C${f(bx - r * 0.1)},${f(by + r * 0.6)} ${f(bx + r * 0.1)},${f(by + r * 0.8)} ${f(cx)},${f(cy + r * 0.95)}" fill="none" stroke="${c.ink}" stroke-width="${f(r * 0.012)}"/>`;
    out += `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(r * 0.24)}" ry="${f(r * 0.3)}" fill="${colours[i]}" stroke="${c.ink}" stroke-width="${f(r * 0.012)}"/>`;
    out += `<ellipse cx="${f(bx - r * 0.08)}" cy="${f(by - r * 0.1)}" rx="${f(r * 0.05)}" ry="${f(r * 0.09)}" fill="#ffffff" opacity="0.6"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const a = (i * 2.4 + seed) % (2 * Math.PI);
    out += star(cx + Math.cos(a) * r * (0.9 + (i % 3) * 0.08), cy + Math.sin(a) * r * 0.8, r * 0.045, i % 2 ? c.ink : c.accent);
  }
  return out;
}
