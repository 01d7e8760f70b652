// The editor of an admin screen's row (issue 20), driven by the admin-editor chart: a modal with the screen's
// fields, the server's refusal above them, Save and Cancel, and Delete on a row the screen may delete, which asks
// first ("Are you sure to delete {name}?"). While the row is with the server the modal cannot be closed. A save or
// a delete toasts the server's words; a screen is its fields (`children`), given the form's errors by field.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';
import type { AdminEditorInput, AdminEditorMachine } from '../../machines/admin-editor/admin-editor.machine';
import { showToast } from '../components/notices';
import { fieldMessage } from '../components/validation';
import type { MessageKey } from '../../i18n/i18n';

type EditorHooks = { onSaved: () => void; onClose: () => void };

/** The chart of one editor, its toast and its endings given to the list. */
export function useAdminEditor<V>(machine: AdminEditorMachine<V>, input: AdminEditorInput<V>, { onSaved, onClose }: EditorHooks) {
  const editor = useActorRef(
    machine.provide({
      actions: {
        notify: (_, { message }) => showToast({ message, color: 'teal' }),
        saved: () => onSaved(),
        close: () => onClose(),
      },
    }),
    { input },
  );
  const state = useSelector(editor, (s) => s);
  const { problems, fieldErrors } = state.context;
  /** A field's error: the server's message, else the broken rule in words (the field named by its label). */
  const errorOf = (field: string, label: MessageKey): string | undefined => fieldErrors[field]?.[0] ?? (problems[field] ? fieldMessage(problems[field], label) : undefined);
  return { editor, state, errorOf };
}

type ModalProps<V> = {
  editor: ReturnType<typeof useAdminEditor<V>>;
  title: string;
  /** Sends the form's values (the screen reads them from its form). */
  onSave: () => void;
  children: ReactNode;
  size?: string;
};

export function AdminEditorModal<V>({ editor: { editor, state }, title, onSave, children, size = 'md' }: ModalProps<V>) {
  const { t } = useTranslate();
  const saving = state.matches('saving');
  const removing = state.matches('removing');
  const busy = saving || removing;
  const { error, removable, subject } = state.context;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };
  return (
    <>
      <Modal
        opened={!state.matches('confirming')}
        onClose={() => editor.send({ type: 'editor.close' })}
        title={title}
        withCloseButton={!busy}
        closeOnEscape={!busy}
        closeOnClickOutside={!busy}
        size={size}
        centered
      >
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            {children}
            <Group justify="space-between" mt="sm">
              {removable ? (
                <Button color="red" variant="light" loading={removing} disabled={saving} onClick={() => editor.send({ type: 'editor.remove' })}>{t('adminEditor.delete')}</Button>
              ) : (
                <span />
              )}
              <Group gap="sm">
                <Button variant="default" disabled={busy} onClick={() => editor.send({ type: 'editor.close' })}>{t('common.cancel')}</Button>
                <Button type="submit" loading={saving} disabled={removing}>{t('common.save')}</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={state.matches('confirming')} onClose={() => editor.send({ type: 'editor.cancel' })} title={t('adminEditor.confirmTitle', { name: subject?.name ?? '' })} centered size="sm">
        <Text size="sm" mb="md">{t('adminEditor.confirmText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.send({ type: 'editor.cancel' })}>{t('common.cancel')}</Button>
          <Button color="red" onClick={() => editor.send({ type: 'editor.confirm' })}>{t('adminEditor.delete')}</Button>
        </Group>
      </Modal>
    </>
  );
}
