// An access's SVG map with its gates coloured by status (spec 2 §4: online green, offline red, warning
// yellow), and the same gates as a list, so the status is also read as text (the pension dashboard shows the
// map alone: spec 2 §2; each gate's name and status is still in the drawing's titles). The drawing comes from our own
// /maps/ files; each gate is the element whose id is the gate's code_map ('gate-in', 'gate-out').
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { t as translate } from '../../i18n/i18n';
import { useTranslate } from '../../i18n/use-translate';
import type { Gate } from '../../contracts/access.struct';

export const GATE_COLORS: Record<string, string> = { online: '#2f9e44', offline: '#e03131', warning: '#f5b700' };
const BADGE_COLORS: Record<string, string> = { online: 'green', offline: 'red', warning: 'yellow' };
const UNKNOWN = '#adb5bd';

const statusText = (status: string): string =>
  translate(`rates.gate.${status === 'online' || status === 'offline' || status === 'warning' ? status : 'unknown'}`);

/**
 * The drawing with every gate's element filled by status and titled with its name and `statusText` (in the
 * reader's language); scripts and event attributes are dropped.
 */
export function colouredMap(svg: string, gates: readonly Gate[], statusText: (status: string) => string): string | null {
  if (typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  root.querySelectorAll('script, foreignObject').forEach((n) => n.remove());
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) if (/^on/i.test(attr.name) || /^\s*javascript:/i.test(attr.value)) el.removeAttribute(attr.name);
  });
  for (const gate of gates) {
    if (!/^[\w-]+$/.test(gate.code_map)) continue;
    const el = root.querySelector(`[id="${gate.code_map}"]`);
    if (!el) continue;
    el.setAttribute('fill', GATE_COLORS[gate.status] ?? UNKNOWN);
    el.setAttribute('data-status', gate.status);
    const title = doc.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = `${gate.name} (${statusText(gate.status)})`;
    el.appendChild(title);
  }
  root.setAttribute('width', '100%');
  root.removeAttribute('height');
  return new XMLSerializer().serializeToString(root);
}

type Props = { name: string; svg: string | null | undefined; gates: readonly Gate[]; withList?: boolean };

export function AccessMap({ name, svg, gates, withList = true }: Props) {
  const { t, locale } = useTranslate();
  // Drawn again when the language changes: the gates' titles say their status in it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- statusText reads the current language
  const drawing = useMemo(() => (svg ? colouredMap(svg, gates, statusText) : null), [svg, gates, locale]);
  return (
    <Stack gap="xs">
      {drawing ? (
        <Box
          role="img"
          aria-label={t('rates.map.label', { name })}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflow: 'hidden', lineHeight: 0 }}
          dangerouslySetInnerHTML={{ __html: drawing }}
        />
      ) : (
        <Text size="sm" c="dimmed">{t('rates.map.unavailable')}</Text>
      )}
      {withList ? <Stack gap={4} component="ul" aria-label={t('rates.map.gates', { name })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {gates.length === 0 ? <Text size="sm" c="dimmed" component="li">{t('rates.map.noGates')}</Text> : null}
        {gates.map((g) => (
          <Group key={g.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {g.name} <Text span c="dimmed" size="xs">{g.code} · {g.type === 1 ? t('rates.map.entry') : t('rates.map.exit')}</Text>
            </Text>
            <Badge color={BADGE_COLORS[g.status] ?? 'gray'} variant="light">{statusText(g.status)}</Badge>
          </Group>
        ))}
      </Stack> : null}
    </Stack>
  );
}
