// /core-info and /core-info/{branchId} (ours; issue 18 item 1): the core-info wizard opened at once, from the sidebar
// entry only the shop owner (role 4) sees (spec 1 §2.3, §6), for the shop, or with a store's id for that store (it
// starts at step 2). Closed, it returns to the dashboard, or to the store's pages (/branch/{id}). Another screen
// may embed CoreInfoWizard itself with a branch id.
import { Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { selectActiveShop } from '../../../machines/session/session.selectors';
import type { ScreenProps } from '../../screen.types';
import { CoreInfoWizard } from './core-info-wizard';

export default function CoreInfoScreen({ params }: ScreenProps) {
  const { t } = useTranslate();
  const [, navigate] = useLocation();
  const shop = SessionContext.useSelector(selectActiveShop);
  const branchId = params.branchId ? Number(params.branchId) : null;
  const onClose = useCallback(() => navigate(branchId === null ? '/dashboard' : `/branch/${branchId}`), [navigate, branchId]);
  if (!shop) return <Text>{t('credits.noShop')}</Text>;
  // The page's own heading, under the wizard's modal (the modal is a portal outside the page's main).
  return (
    <>
      <Title order={1} size="h2">
        {t('menu.coreInfo')}
      </Title>
      <CoreInfoWizard key={`${shop.id}:${branchId}`} shopId={shop.id} branchId={branchId} onClose={onClose} />
    </>
  );
}
