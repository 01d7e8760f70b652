/** Cuts a label to `max` characters with an ellipsis (sidebar: place 20, user 18; tabs: 7). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
