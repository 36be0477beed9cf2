import { balloons, dotRing, mandala, petals, star, trophy } from './demo-ornaments.ts';
import type { Art, Palette } from './demo-types.ts';

/** The central picture of an image, one per kind of product. */
export function drawArt(art: Art, cx: number, cy: number, r: number, c: Palette, seed: number): string {
  switch (art) {
    case 'mandala':
      return mandala(cx, cy, r, c, seed);
    case 'scroll':
      return scroll(cx, cy, r, c, seed);
    case 'balloons':
      return balloons(cx, cy, r, c, seed);
    case 'trophy':
      return trophy(cx, cy, r * 0.95, c);
    case 'idcard':
      return idCard(cx, cy, r, c);
    case 'visiting':
      return visitingCards(cx, cy, r, c, seed);
    case 'kalash':
      return kalash(cx, cy, r, c);
    case 'ribbon':
      return ribbon(cx, cy, r, c);
    case 'diya':
      return diya(cx, cy, r, c);
  }
}

const f = (n: number): string => n.toFixed(1);

function scroll(cx: number, cy: number, r: number, c: Palette, seed: number): string {
  const w = r * 1.1;
  const h = r * 1.7;
  const rod = (y: number) =>
    `<rect x="${f(cx - w / 2 - r * 0.12)}" y="${f(y)}" width="${f(w + r * 0.24)}" height="${f(r * 0.16)}" rx="${f(r * 0.08)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`;
  return [
    `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" fill="#fbf3e4" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    mandala(cx, cy - h * 0.15, w * 0.3, { ...c, bg: ['#fbf3e4', '#efdcb8'] }, seed),
    ...[0.18, 0.26, 0.34].map(
      (k) => `<rect x="${f(cx - w * 0.32)}" y="${f(cy + h * k - r * 0.02)}" width="${f(w * 0.64)}" height="${f(r * 0.03)}" fill="${c.bg[0]}" opacity="0.5"/>`,
    ),
    rod(cy - h / 2 - r * 0.1),
    rod(cy + h / 2 - r * 0.06),
    `<path d="M${f(cx + w / 2 + r * 0.1)},${f(cy + h / 2 + r * 0.02)} l${f(r * 0.06)},${f(r * 0.35)} m${f(r * 0.04)},${f(-r * 0.35)} l${f(r * 0.02)},${f(r * 0.33)}" stroke="${c.accent}" stroke-width="${f(r * 0.025)}"/>`,
  ].join('');
}

function idCard(cx: number, cy: number, r: number, c: Palette): string {
  const w = r * 1.05;
  const h = r * 1.55;
  const x = cx - w / 2;
  const y = cy - h / 2 + r * 0.15;
  const lines = [0.66, 0.74, 0.82].map(
    (k, i) =>
      `<rect x="${f(x + w * 0.15)}" y="${f(y + h * k)}" width="${f(w * (0.7 - i * 0.12))}" height="${f(r * 0.045)}" rx="${f(r * 0.02)}" fill="#9aa5b1"/>`,
  );
  const bars = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${f(x + w * 0.2 + i * w * 0.028)}" y="${f(y + h * 0.9)}" width="${f(w * (i % 3 ? 0.012 : 0.02))}" height="${f(h * 0.05)}" fill="#1f2933"/>`,
  );
  return [
    `<path d="M${f(cx - r * 0.25)},${f(cy - r * 1.05)} L${f(cx - r * 0.08)},${f(y)} M${f(cx + r * 0.25)},${f(cy - r * 1.05)} L${f(cx + r * 0.08)},${f(y)}" stroke="${c.accent}" stroke-width="${f(r * 0.09)}"/>`,
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r * 0.07)}" fill="#ffffff" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.18)}" rx="${f(r * 0.07)}" fill="${c.ink}"/>`,
    `<rect x="${f(cx - r * 0.06)}" y="${f(y + r * 0.04)}" width="${f(r * 0.12)}" height="${f(r * 0.05)}" rx="${f(r * 0.02)}" fill="#ffffff"/>`,
    `<rect x="${f(cx - w * 0.22)}" y="${f(y + h * 0.24)}" width="${f(w * 0.44)}" height="${f(h * 0.36)}" fill="#dde4ec"/>`,
    `<circle cx="${f(cx)}" cy="${f(y + h * 0.36)}" r="${f(w * 0.1)}" fill="#7b8794"/>`,
    `<path d="M${f(cx - w * 0.18)},${f(y + h * 0.6)} C${f(cx - w * 0.16)},${f(y + h * 0.46)} ${f(cx + w * 0.16)},${f(y + h * 0.46)} ${f(cx + w * 0.18)},${f(y + h * 0.6)}Z" fill="#7b8794"/>`,
    ...lines,
    ...bars,
  ].join('');
}

function visitingCards(cx: number, cy: number, r: number, c: Palette, seed: number): string {
  const card = (dx: number, dy: number, turn: number, back: boolean) => {
    const w = r * 1.7;
    const h = r * 0.98;
    const x = cx + dx - w / 2;
    const y = cy + dy - h / 2;
    const inside = back
      ? `<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(h * 0.24)}" fill="none" stroke="${c.accent}" stroke-width="${f(r * 0.03)}"/>`
      : `<circle cx="${f(x + w * 0.2)}" cy="${f(y + h * 0.38)}" r="${f(h * 0.16)}" fill="${c.accent}"/>` +
        [0.3, 0.42, 0.64, 0.74]
          .map(
            (k, i) =>
              `<rect x="${f(x + w * 0.42)}" y="${f(y + h * k)}" width="${f(w * (i < 1 ? 0.45 : 0.35))}" height="${f(h * (i < 1 ? 0.07 : 0.04))}" fill="${c.text}" opacity="${i < 1 ? 1 : 0.55}"/>`,
          )
          .join('');
    return `<g transform="rotate(${turn} ${f(cx + dx)} ${f(cy + dy)})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r * 0.04)}" fill="${back ? c.ink : c.bg[0]}" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>${inside}</g>`;
  };
  return card(-r * 0.12, -r * 0.42, -8 - (seed % 5), true) + card(r * 0.1, r * 0.38, 4 + (seed % 4), false);
}

function kalash(cx: number, cy: number, r: number, c: Palette): string {
  const leaves = Array.from(
    { length: 5 },
    (_, i) =>
      `<ellipse cx="${f(cx + (i - 2) * r * 0.2)}" cy="${f(cy - r * 0.55)}" rx="${f(r * 0.08)}" ry="${f(r * 0.3)}" transform="rotate(${(i - 2) * 22} ${f(cx + (i - 2) * r * 0.2)} ${f(cy - r * 0.4)})" fill="#3a7d44" stroke="${c.ink}" stroke-width="${f(r * 0.012)}"/>`,
  );
  return [
    `<circle cx="${cx}" cy="${f(cy - r * 0.1)}" r="${f(r * 1.02)}" fill="none" stroke="${c.ink}" stroke-width="${f(r * 0.015)}" stroke-dasharray="${f(r * 0.04)} ${f(r * 0.03)}"/>`,
    ...leaves,
    `<ellipse cx="${cx}" cy="${f(cy - r * 0.62)}" rx="${f(r * 0.2)}" ry="${f(r * 0.24)}" fill="#8b5a2b" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>`,
    `<path d="M${f(cx - r * 0.3)},${f(cy - r * 0.35)} L${f(cx + r * 0.3)},${f(cy - r * 0.35)} L${f(cx + r * 0.22)},${f(cy - r * 0.2)} C${f(cx + r * 0.75)},${f(cy)} ${f(cx + r * 0.7)},${f(cy + r * 0.65)} ${f(cx)},${f(cy + r * 0.7)} C${f(cx - r * 0.7)},${f(cy + r * 0.65)} ${f(cx - r * 0.75)},${f(cy)} ${f(cx - r * 0.22)},${f(cy - r * 0.2)}Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    `<rect x="${f(cx - r * 0.55)}" y="${f(cy + r * 0.12)}" width="${f(r * 1.1)}" height="${f(r * 0.08)}" fill="${c.ink}"/>`,
    dotRing(cx, cy + r * 0.35, r * 0.18, 8, r * 0.025, c.ink),
  ].join('');
}

function ribbon(cx: number, cy: number, r: number, c: Palette): string {
  return [
    petals(cx, cy, r * 1.05, 16, 'none', c.ink),
    `<rect x="${f(cx - r * 1.4)}" y="${f(cy - r * 0.12)}" width="${f(r * 2.8)}" height="${f(r * 0.24)}" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>`,
    `<path d="M${cx},${cy} C${f(cx - r * 0.5)},${f(cy - r * 0.6)} ${f(cx - r * 0.7)},${f(cy + r * 0.1)} ${cx},${cy} C${f(cx + r * 0.5)},${f(cy - r * 0.6)} ${f(cx + r * 0.7)},${f(cy + r * 0.1)} ${cx},${cy}Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}"/>`,
    `<path d="M${cx},${cy} L${f(cx - r * 0.35)},${f(cy + r * 0.7)} L${f(cx - r * 0.2)},${f(cy + r * 0.62)} Z M${cx},${cy} L${f(cx + r * 0.35)},${f(cy + r * 0.7)} L${f(cx + r * 0.2)},${f(cy + r * 0.62)} Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.015)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.09)}" fill="${c.ink}"/>`,
    star(cx - r * 0.85, cy - r * 0.6, r * 0.1, c.ink),
    star(cx + r * 0.85, cy - r * 0.6, r * 0.1, c.ink),
  ].join('');
}

function diya(cx: number, cy: number, r: number, c: Palette): string {
  return [
    petals(cx, cy - r * 0.15, r * 0.95, 24, 'none', c.ink),
    `<path d="M${cx},${f(cy - r * 0.75)} C${f(cx + r * 0.22)},${f(cy - r * 0.4)} ${f(cx + r * 0.15)},${f(cy - r * 0.1)} ${cx},${f(cy - r * 0.05)} C${f(cx - r * 0.15)},${f(cy - r * 0.1)} ${f(cx - r * 0.22)},${f(cy - r * 0.4)} ${cx},${f(cy - r * 0.75)}Z" fill="#ffb703" stroke="#fb8500" stroke-width="${f(r * 0.02)}"/>`,
    `<path d="M${cx},${f(cy - r * 0.5)} C${f(cx + r * 0.1)},${f(cy - r * 0.3)} ${f(cx + r * 0.06)},${f(cy - r * 0.12)} ${cx},${f(cy - r * 0.1)} C${f(cx - r * 0.06)},${f(cy - r * 0.12)} ${f(cx - r * 0.1)},${f(cy - r * 0.3)} ${cx},${f(cy - r * 0.5)}Z" fill="#fff3b0"/>`,
    `<path d="M${f(cx - r * 0.8)},${f(cy)} L${f(cx + r * 0.8)},${f(cy)} C${f(cx + r * 0.6)},${f(cy + r * 0.5)} ${f(cx - r * 0.6)},${f(cy + r * 0.5)} ${f(cx - r * 0.8)},${f(cy)}Z" fill="${c.accent}" stroke="${c.ink}" stroke-width="${f(r * 0.025)}"/>`,
    dotRing(cx, cy + r * 0.16, r * 0.0001, 1, r * 0.05, c.ink),
    `<path d="M${f(cx - r * 0.55)},${f(cy + r * 0.08)} L${f(cx + r * 0.55)},${f(cy + r * 0.08)}" stroke="${c.ink}" stroke-width="${f(r * 0.02)}" stroke-dasharray="${f(r * 0.05)} ${f(r * 0.04)}"/>`,
  ].join('');
}
