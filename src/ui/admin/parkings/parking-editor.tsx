// The Parking screen's lot card (admin-editor chart with one switch): the lot's plaza, address and owners, and the
// active switch, saved with Save (PUT admin/parkings/{parking}/status).
import { List, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdminParking } from '../../../contracts/admin-parkings.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { parkingEditorMachine, parkingValuesOf } from '../../../machines/admin-editor/parking-editor';
import { AdminEditorModal, useAdminEditor } from '../admin-editor';
import type { AdminEditorProps } from '../admin-list';

export function ParkingEditor({ target, onSaved, onClose }: AdminEditorProps<AdminParking>) {
  // The list opens a lot's card only on a listed lot (no Add).
  return target.mode === 'edit' ? <LotCard lot={target.row} onSaved={onSaved} onClose={onClose} /> : null;
}

function LotCard({ lot, onSaved, onClose }: { lot: AdminParking; onSaved: () => void; onClose: () => void }) {
  const { t } = useTranslate();
  const editor = useAdminEditor(parkingEditorMachine, { subject: { id: lot.id, name: lot.name }, values: parkingValuesOf(lot) }, { onSaved, onClose });
  const [active, setActive] = useState(lot.active);
  const busy = !editor.state.matches('editing');
  return (
    <AdminEditorModal editor={editor} title={t('adminParkings.cardTitle', { name: lot.name })} onSave={() => editor.editor.send({ type: 'editor.save', values: { active } })}>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('adminParkings.prefix')}</Table.Th>
            <Table.Td>{lot.prefix}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('adminParkings.plaza')}</Table.Th>
            <Table.Td>{lot.plaza_name}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('adminParkings.address')}</Table.Th>
            <Table.Td>{lot.address}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('adminParkings.owners')}</Table.Th>
            <Table.Td>
              {lot.owners.length > 0 ? (
                <List size="sm" listStyleType="none">
                  {lot.owners.map((o) => (
                    <List.Item key={o.id}>{`${o.name} (${o.email})`}</List.Item>
                  ))}
                </List>
              ) : (
                <Text span c="dimmed" size="sm">{t('adminParkings.noOwner')}</Text>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Switch label={t('adminParkings.active')} description={t('adminParkings.activeHint')} checked={active} disabled={busy} onChange={(e) => setActive(e.currentTarget.checked)} />
    </AdminEditorModal>
  );
}
