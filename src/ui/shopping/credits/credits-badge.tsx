// The credits badge (spec 1 §2.2, §9): the active shop's credits.total (the salesman's: their store's), red at 0
// or below, the primary colour below 10, plain at 10 or more; and the health colours of a store's balance.
import { Badge } from '@mantine/core';
import { badgeTone, health, type Health } from '../../../domain/credits/credit-levels';
import { useTranslate } from '../../../i18n/use-translate';

const HEALTH_COLOR: Record<Health, string> = { sick: 'red', almost: 'yellow', healthy: 'green' };

export function CreditsBadge({ total }: { total: number }) {
  const { t } = useTranslate();
  const tone = badgeTone(total);
  return (
    <Badge
      data-testid="credits-badge"
      data-tone={tone}
      aria-label={`${t('credits.badgeLabel')}: ${t('credits.badge', { count: total })}`}
      color={tone === 'red' ? 'red' : tone === 'primary' ? undefined : 'gray'}
      variant={tone === 'plain' ? 'outline' : 'filled'}
    >
      {t('credits.badge', { count: total })}
    </Badge>
  );
}

/** A store's balance in its health colour (under 10, 10 to 39, 40 and above). */
export function CreditsHealth({ total }: { total: number }) {
  const { t } = useTranslate();
  const level = health(total);
  return (
    <Badge color={HEALTH_COLOR[level]} variant="light" data-health={level} title={t(`credits.health.${level}`)}>
      {t('credits.badge', { count: total })}
    </Badge>
  );
}
