// /credits/cards, "Payment methods" (issue 17 item 3; spec 1 §2.4 step 4's card editor on a page of its own):
// the shop owner's cards, of the shop or of one of its branches (the owner chooses), in the card editor; a
// branch manager (shopping.branch.creditsbuy without the shop's shopping.creditsbuy) chooses among the stores
// only. A new choice starts a fresh editor.
import { Badge, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CardOwner } from '../../../contracts/cards.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { SessionContext } from '../../../machines/session/session.context';
import { allows, selectActiveShop, selectPermissions } from '../../../machines/session/session.selectors';
import { CardEditor } from './card-editor';

/** The segmented control's value: 'shop', or a branch's id. */
const SHOP = 'shop';

export default function PaymentMethodsScreen() {
  const { t } = useTranslate();
  const shop = SessionContext.useSelector(selectActiveShop);
  const ownsShop = allows(SessionContext.useSelector(selectPermissions), 'shopping.creditsbuy');
  const [chosen, setChoice] = useState<string | null>(null);
  if (!shop) return null;
  const stores = shop.branchs.map((b) => ({ value: String(b.id), label: b.name }));
  const choices = ownsShop ? [{ value: SHOP, label: t('cards.ownerShop') }, ...stores] : stores;
  const choice = choices.find((c) => c.value === chosen)?.value ?? choices[0]?.value ?? null;
  if (choice === null) return <Text>{t('credits.noShop')}</Text>;
  const owner: CardOwner = choice === SHOP ? { type: 'shop', shopId: shop.id } : { type: 'branch', shopId: shop.id, branchId: Number(choice) };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">{t('page.paymentMethods')}</Title>
        <Badge variant="light" size="lg">{shop.name}</Badge>
      </Group>
      <Text size="sm" c="dimmed">{t('cards.intro')}</Text>
      {choices.length > 1 ? (
        <Group gap="sm">
          <Text size="sm" id="card-owner-label">{t('cards.owner')}</Text>
          <SegmentedControl aria-labelledby="card-owner-label" value={choice} onChange={setChoice} data={choices} />
        </Group>
      ) : null}
      <CardEditor key={choice} owner={owner} />
    </Stack>
  );
}
