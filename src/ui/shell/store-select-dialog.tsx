// The salesman's store-selection dialog (spec 2 §2): a store is required; receiving requests is yes/no, and yes
// goes online for the chosen store (spec 1 §4, the salesman's online chart).
import { Button, Group, Modal, Radio, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslate } from '../../i18n/use-translate';
import { SessionContext } from '../../machines/session/session.context';
import { selectMustChooseStore, selectStores } from '../../machines/session/session.selectors';
import { required } from '../components/validation';
import { useSalesmanOnline } from './salesman-online/salesman-online-provider';

export function StoreSelectDialog() {
  const { t } = useTranslate();
  const session = SessionContext.useActorRef();
  const opened = SessionContext.useSelector(selectMustChooseStore);
  const stores = SessionContext.useSelector(selectStores);
  const online = useSalesmanOnline();
  const form = useForm({
    mode: 'controlled',
    // A single store is preselected; the choice is still the salesman's to confirm.
    initialValues: { storeId: stores.length === 1 ? String(stores[0].id) : '', acceptRequests: true },
    validate: { storeId: required('store.label') },
  });

  return (
    <Modal opened={opened} onClose={() => undefined} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} title={t('store.title')} centered>
      {stores.length === 0 ? (
        <Stack>
          <Text size="sm">{t('store.none')}</Text>
          <Button variant="default" onClick={() => session.send({ type: 'session.logout' })}>{t('logout.action')}</Button>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit(({ storeId, acceptRequests }) => {
            session.send({ type: 'session.chooseStore', storeId: Number(storeId), acceptRequests });
            if (!acceptRequests) return;
            online?.send({ type: 'online.branch', branchId: Number(storeId) });
            online?.send({ type: 'online.goOnline' });
          })}
        >
          <Stack>
            <Radio.Group label={t('store.label')} withAsterisk {...form.getInputProps('storeId')}>
              <Stack gap="xs" mt="xs">
                {stores.map((store) => <Radio key={store.id} value={String(store.id)} label={store.name} />)}
              </Stack>
            </Radio.Group>
            <Switch label={t('store.acceptRequests')} {...form.getInputProps('acceptRequests', { type: 'checkbox' })} />
            <Group justify="flex-end">
              <Button type="submit">{t('common.continue')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
