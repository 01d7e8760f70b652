// What the simulated plate camera sends with an event: a drawing of the plate it read and when, as an SVG
// data URL (a real device sends a photo). The console shows it in an <img>, where an SVG runs no script.
const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function platePicture(plate: string, at: Date, gateName: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">` +
    `<rect width="320" height="180" fill="#2b2f36"/>` +
    `<rect x="40" y="50" width="240" height="80" rx="8" fill="#f8f9fa" stroke="#1c7ed6" stroke-width="4"/>` +
    `<text x="160" y="104" font-family="monospace" font-size="34" font-weight="700" text-anchor="middle" fill="#212529">${escape(plate)}</text>` +
    `<text x="10" y="22" font-family="sans-serif" font-size="13" fill="#ced4da">${escape(gateName)}</text>` +
    `<text x="310" y="170" font-family="monospace" font-size="12" text-anchor="end" fill="#ced4da">${at.toISOString().slice(0, 19).replace('T', ' ')} UTC</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
