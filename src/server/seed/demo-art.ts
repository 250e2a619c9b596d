import sharp from 'sharp';
import { escapeHtml } from '../../shared/format/html';

/** Portraits and illustrations for demo content, drawn rather than downloaded (the product works offline). */
export async function avatarPng(name: string, hue: number): Promise<Buffer> {
  const initials = name
    .split(' ')
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/>
    </linearGradient></defs>
    <rect width="256" height="256" fill="url(#g)"/>
    <text x="128" y="150" font-family="Georgia, serif" font-size="104" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function illustrationPng(width: number, height: number, hue: number, label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},50%,42%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.38}" r="${Math.min(width, height) * 0.22}" fill="hsla(${(hue + 180) % 360},70%,92%,0.55)"/>
    <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.6} ${width * 0.55} ${height * 0.75} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="hsla(${hue},40%,25%,0.45)"/>
    <text x="${width * 0.06}" y="${height * 0.16}" font-family="Georgia, serif" font-size="${Math.round(height * 0.07)}" fill="#fff">${escapeHtml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
