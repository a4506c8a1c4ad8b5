import sharp from 'sharp';

/** Colours per seed image kind: generated artwork stands in for product photography (no image is fetched). */
const PALETTE: Record<string, [string, string]> = {
  'cut-strip': ['#1f3a5f', '#c46a2b'],
  stripper: ['#22485a', '#d9a441'],
  cutter: ['#3b3f58', '#e0603c'],
  'crimp-center': ['#183d33', '#7fb069'],
  press: ['#40304f', '#e6a0c4'],
  'harness-board': ['#2f4858', '#f6ae2d'],
  twister: ['#36454f', '#86bbd8'],
  tester: ['#0b3954', '#bfd7ea'],
  'pull-tester': ['#4a2c2a', '#f2c57c'],
  service: ['#264653', '#2a9d8f'],
  training: ['#3d405b', '#f2cc8f'],
  parts: ['#5c4742', '#a5ab88'],
  software: ['#1d3557', '#a8dadc'],
  connectivity: ['#283618', '#dda15e'],
};

export const SEED_IMAGE_KINDS = Object.keys(PALETTE);

/** An SVG illustration of a machine of the kind, in one of three views. */
export function seedImageSvg(kind: string, view: number, width = 1200, height = 900): string {
  const [background, accent] = PALETTE[kind] ?? ['#333333', '#999999'];
  const shift = view * 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
  <rect width="1200" height="900" fill="${background}"/>
  <rect x="${160 + shift / 2}" y="260" width="${760 - shift}" height="380" rx="28" fill="#eef2f6"/>
  <rect x="${200 + shift / 2}" y="300" width="220" height="140" rx="10" fill="#1b1f24"/>
  <circle cx="${700 - shift / 3}" cy="450" r="${110 - view * 20}" fill="${accent}"/>
  <circle cx="${700 - shift / 3}" cy="450" r="${40}" fill="#eef2f6"/>
  <path d="M 0 ${720 - view * 30} C 300 ${650 + view * 20}, 700 ${780 - view * 20}, 1200 ${700 + view * 10}" stroke="${accent}" stroke-width="14" fill="none"/>
  <rect x="${160 + shift / 2}" y="640" width="${760 - shift}" height="40" fill="#9aa5b1"/>
</svg>`;
}

/** A raster (PNG) original of a seed image. */
export function seedImagePng(kind: string, view: number): Promise<Buffer> {
  return sharp(Buffer.from(seedImageSvg(kind, view)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** A datasheet cover (document thumbnails, SPEC §9: 128x180). */
export function datasheetCoverPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="720">
  <rect width="512" height="720" fill="#ffffff"/><rect width="512" height="120" fill="#1f3a5f"/>
  ${[0, 1, 2, 3, 4, 5, 6, 7].map((n) => `<rect x="48" y="${180 + n * 56}" width="${416 - (n % 3) * 60}" height="18" fill="#c9d2dc"/>`).join('')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
