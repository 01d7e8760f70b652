// A store's status (spec 3 §4: active, invalid, delete, pending, inactive) as a coloured badge.
import { Badge } from '@mantine/core';
import type { StoreStatus } from '../../../contracts/store.struct';
import { useTranslate } from '../../../i18n/use-translate';

const COLORS: Record<StoreStatus, string> = { active: 'green', invalid: 'yellow', delete: 'gray', pending: 'blue', inactive: 'red' };

export function StoreStatusBadge({ status }: { status: StoreStatus }) {
  const { t } = useTranslate();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`stores.status.${status}`)}
    </Badge>
  );
}
