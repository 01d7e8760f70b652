// A till's difference (counted - expected), coloured and named so that colour is not the only sign: short in
// red, over in blue, exact in green; nothing while the shift is open.
import { Text } from '@mantine/core';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { differenceTone, type DifferenceTone } from '../../../machines/shift-list/shift-list.selectors';

// Dark shades, legible on a striped row (WCAG AA 4.5:1).
const COLOURS: Record<DifferenceTone, string> = { short: 'red.9', over: 'blue.9', exact: 'teal.9' };

export function Difference({ cents }: { cents: number | null }) {
  const { t } = useTranslate();
  const tone = differenceTone(cents);
  if (tone === null || cents === null) return null;
  return (
    <Text span size="sm" c={COLOURS[tone]} fw={tone === 'exact' ? undefined : 600} data-tone={tone}>
      {formatMoney(cents)} <Text span size="xs">({t(`shiftReport.${tone}`)})</Text>
    </Text>
  );
}
